import { AppKey, FriendCommand, type CallDeclineReason } from '@limelight/protocol';
import { Mic, MicOff, PhoneOff, Video, VideoOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stopLocalMedia } from '../../lib/media/index.ts';
import { PeerMesh } from '../../lib/peer/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { Button } from '../../ui/Button.tsx';
import { toast } from '../../ui/toastStore.ts';
import { useFriendFrame } from '../../lib/friendSocket/index.ts';
import { hangUpCall, sendCallCandidate, sendCallDescription } from './callsApi.ts';
import { useCallStore, type ActiveCall } from './callStore.ts';
import { VideoTile } from './VideoTile.tsx';

const declineMessageKey = {
  rejected: 'calls.rejected',
  missed: 'calls.missed',
  busy: 'messages.lineBusy',
} as const satisfies Record<CallDeclineReason, string>;

/** The people shown at first: those in the call and those it rings. */
const shownAtStart = (active: ActiveCall) =>
  new Set(
    Object.entries(active.view.states)
      .filter(([, state]) => state === 'joined' || state === 'init')
      .map(([userId]) => userId),
  );

/**
 * The call window (spec 000 §4, §7): a grid of video tiles (oneself and each member), mute and camera
 * toggles, hang up. One PeerLink per member (lib/peer PeerMesh); the outcomes of spec 000 §8 as toasts.
 */
export function CallWindow({ active }: { active: ActiveCall }) {
  const { t } = useTranslation();
  const selfId = useSessionStore((state) => state.session?.userId);
  const { view, media } = active;
  const [streams, setStreams] = useState<ReadonlyMap<string, MediaStream>>(new Map());
  const [shown, setShown] = useState(() => shownAtStart(active));
  const [isMuted, setIsMuted] = useState(false);
  const [isCameraOff, setIsCameraOff] = useState(false);
  const meshRef = useRef<PeerMesh | null>(null);
  const nameOf = useCallback((userId: string) => view.profile[userId]?.displayName ?? userId, [view.profile]);

  /** Closes the window; `isLeaving`: this page hangs up (otherwise the call ended around it). */
  const close = useCallback(
    (isLeaving: boolean) => {
      if (isLeaving) hangUpCall(view.chatId).catch((error: unknown) => console.warn('hangup failed', error));
      meshRef.current?.close();
      stopLocalMedia(media.localStream);
      useCallStore.getState().setActive(null);
    },
    [view.chatId, media.localStream],
  );

  useEffect(() => {
    const mesh = new PeerMesh({
      localStream: media.localStream,
      iceServers: media.iceServers,
      signal: {
        description: (toId, description, fromJoin) =>
          sendCallDescription(view.chatId, toId, description, fromJoin).then(() => undefined),
        candidate: (toId, candidate) => sendCallCandidate(view.chatId, toId, candidate).then(() => undefined),
      },
      onStreamsChange: (next) => {
        setStreams(next);
        setShown((before) => new Set([...before, ...next.keys()]));
      },
      onPeerEnd: (userId) => {
        toast.error(t('calls.disconnected', { name: nameOf(userId) }));
        setShown((before) => new Set([...before].filter((id) => id !== userId)));
        // spec 000 §4: a call closes when no peer connections remain.
        if (mesh.size === 0) close(true);
      },
    });
    meshRef.current = mesh;
    if (active.isJoining) void mesh.offerTo(view.joined.filter((userId) => userId !== selfId));
    return () => mesh.close();
  }, [active, media, view, selfId, t, nameOf, close]);

  useFriendFrame(AppKey.Friend, FriendCommand.P2pSetupInfo, (frame) => {
    if (frame.payload.chatId === view.chatId)
      void meshRef.current?.receive(frame.payload.fromId, frame.payload);
  });
  useFriendFrame(AppKey.Friend, FriendCommand.DeclineVidChat, ({ payload }) => {
    if (payload.callId !== view.callId || payload.userId === selfId) return;
    toast.info(t(declineMessageKey[payload.reason], { name: nameOf(payload.userId) }));
    setShown((before) => new Set([...before].filter((id) => id !== payload.userId)));
  });
  useFriendFrame(AppKey.Friend, FriendCommand.EndVidChat, ({ payload }) => {
    if (payload.callId !== view.callId) return;
    if (payload.isCallOver) {
      toast.info(t('calls.ended'));
      close(false);
      return;
    }
    if (payload.userId === selfId) return;
    meshRef.current?.remove(payload.userId);
    toast.info(t('calls.left', { name: nameOf(payload.userId) }));
    setShown((before) => new Set([...before].filter((id) => id !== payload.userId)));
  });

  const toggleMicrophone = () => {
    for (const track of media.localStream.getAudioTracks()) track.enabled = isMuted;
    setIsMuted(!isMuted);
  };
  const toggleCamera = () => {
    for (const track of media.localStream.getVideoTracks()) track.enabled = isCameraOff;
    setIsCameraOff(!isCameraOff);
  };
  const others = view.members.filter((userId) => userId !== selfId && shown.has(userId));
  return (
    <section
      aria-label={t('calls.window')}
      className="fixed right-4 bottom-4 z-50 flex w-[min(44rem,calc(100%-2rem))] flex-col gap-3 rounded-xl border border-border bg-surface-raised p-3 shadow-2xl"
    >
      <div className="grid grid-cols-2 gap-2">
        <VideoTile name={t('calls.you')} stream={media.localStream} isSelf status="" />
        {others.map((userId) => (
          <VideoTile
            key={userId}
            name={nameOf(userId)}
            stream={streams.get(userId)}
            isSelf={false}
            status={view.states[userId] === 'init' ? t('calls.ringing') : t('calls.connecting')}
          />
        ))}
      </div>
      <div className="flex justify-center gap-2">
        <Button variant="secondary" aria-pressed={isMuted} onClick={toggleMicrophone}>
          {isMuted ? (
            <MicOff className="size-4" aria-hidden="true" />
          ) : (
            <Mic className="size-4" aria-hidden="true" />
          )}
          {isMuted ? t('calls.unmute') : t('calls.mute')}
        </Button>
        <Button variant="secondary" aria-pressed={isCameraOff} onClick={toggleCamera}>
          {isCameraOff ? (
            <VideoOff className="size-4" aria-hidden="true" />
          ) : (
            <Video className="size-4" aria-hidden="true" />
          )}
          {isCameraOff ? t('calls.cameraOn') : t('calls.cameraOff')}
        </Button>
        <Button variant="danger" onClick={() => close(true)}>
          <PhoneOff className="size-4" aria-hidden="true" />
          {t('calls.hangUp')}
        </Button>
      </div>
    </section>
  );
}
