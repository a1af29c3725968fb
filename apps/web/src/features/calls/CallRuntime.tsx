import { AppKey, FriendCommand } from '@limelight/protocol';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../lib/session/index.ts';
import { toast } from '../../ui/toastStore.ts';
import { useFriendFrame } from '../../lib/friendSocket/index.ts';
import { useCallStore } from './callStore.ts';
import { IncomingCallDialog } from './IncomingCallDialog.tsx';

// The call window and its WebRTC code load with the first call.
const CallWindow = lazy(async () => ({ default: (await import('./CallWindow.tsx')).CallWindow }));

/**
 * A member's calls while the friend socket runs: the ringing call's pop-up (closed when it is answered on
 * another page, declined, missed or given up by the caller) and the call window.
 */
export function CallRuntime() {
  const { t } = useTranslation();
  const selfId = useSessionStore((state) => state.session?.userId);
  const incoming = useCallStore((state) => state.incoming);
  const active = useCallStore((state) => state.active);
  const setIncoming = useCallStore((state) => state.setIncoming);

  useFriendFrame(AppKey.Friend, FriendCommand.FriendVideoChat, ({ payload }) => {
    if (payload.state === 'init') {
      if (active?.view.callId !== payload.callId) setIncoming(payload);
    } else if (incoming?.callId === payload.callId) setIncoming(null);
  });
  useFriendFrame(AppKey.Friend, FriendCommand.DeclineVidChat, ({ payload }) => {
    if (incoming?.callId !== payload.callId || payload.userId !== selfId) return;
    if (payload.reason === 'missed') toast.info(t('calls.missedFrom', { name: incoming.from.displayName }));
    setIncoming(null);
  });
  useFriendFrame(AppKey.Friend, FriendCommand.EndVidChat, ({ payload }) => {
    if (incoming?.callId === payload.callId && payload.isCallOver) setIncoming(null);
  });

  return (
    <>
      {incoming && <IncomingCallDialog key={incoming.callId} incoming={incoming} />}
      {active && (
        <Suspense fallback={null}>
          <CallWindow key={active.view.callId} active={active} />
        </Suspense>
      )}
    </>
  );
}
