import type { FriendVideoChatPayload } from '@limelight/protocol';
import { Phone, PhoneOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { declineCall } from './callsApi.ts';
import { useCallStore } from './callStore.ts';

/** The ringing call's pop-up (spec 000 §4 notification in state 'init'): who calls, accept or decline. */
export function IncomingCallDialog({ incoming }: { incoming: FriendVideoChatPayload }) {
  const { t } = useTranslation();
  const [isAnswering, setIsAnswering] = useState(false);
  const setIncoming = useCallStore((state) => state.setIncoming);
  const others = incoming.members.filter((member) => member.userId !== incoming.from.userId).length;
  const decline = () => {
    setIncoming(null);
    declineCall(incoming.chatId, incoming.notificationId).catch((error: unknown) =>
      console.warn('declining the call failed', error),
    );
  };
  const accept = async () => {
    setIsAnswering(true);
    // The camera and WebRTC code load with the first call.
    const { enterCall } = await import('./callEntry.ts');
    setIncoming(null);
    await enterCall(incoming.chatId, 'join', t);
  };
  return (
    <Dialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) decline();
      }}
      title={t('calls.incoming', { name: incoming.from.displayName })}
      description={others > 1 ? t('calls.groupCall', { count: others + 1 }) : undefined}
    >
      <div className="flex justify-end gap-2">
        <Button variant="danger" onClick={decline}>
          <PhoneOff className="size-4" aria-hidden="true" />
          {t('calls.decline')}
        </Button>
        <Button isLoading={isAnswering} onClick={() => void accept()}>
          <Phone className="size-4" aria-hidden="true" />
          {t('calls.accept')}
        </Button>
      </div>
    </Dialog>
  );
}
