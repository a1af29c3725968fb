import { FriendCall, type FriendVideoChatPayload } from '@limelight/protocol';
import { Phone, PhoneOff } from 'lucide-react';
import { useState } from 'react';
import { useNow } from '../../lib/clock/index.ts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { declineCall } from './callsApi.ts';
import { useCallStore } from './callStore.ts';

/**
 * The ringing call's pop-up (spec 000 §4 notification in state 'init'): who calls, accept or decline, and
 * the seconds left before the call is declined by itself (spec 000 §9: 60 s, counted from the ring's
 * arrival; the server declines it).
 */
export function IncomingCallDialog({ incoming }: { incoming: FriendVideoChatPayload }) {
  const { t } = useTranslation();
  const [ringingSince] = useState(() => Date.now());
  const now = useNow(1_000);
  const secondsLeft = Math.max(
    0,
    Math.ceil((FriendCall.autoDeclineMs - (now.getTime() - ringingSince)) / 1_000),
  );
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
      description={others > 1 ? t('calls.groupCall', { people: others + 1 }) : undefined}
    >
      <p role="timer" className="mb-4 text-sm text-fg-muted">
        {t('calls.autoDecline', { seconds: secondsLeft })}
      </p>
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
