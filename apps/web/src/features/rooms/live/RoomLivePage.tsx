import { RoomJoinStage, type RoomView } from '@limelight/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  createRoomLiveSession,
  LiveConnection,
  LiveSessionProvider,
  useLiveStatus,
} from '../../../lib/live/index.ts';
import { AppNavigate, useAppNavigate } from '../../../lib/navigation/index.ts';
import { SocketCloseReason } from '../../../lib/socket/index.ts';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import {
  CastProvider,
  CastStageArea,
  ScreenShareArea,
  ScreenShareProvider,
  type CastMediaHooks,
  type StageControl,
} from '../../stage/index.ts';
import { RoomContent } from '../content/RoomContent.tsx';
import { roomKeys } from '../roomQueries.ts';
import { fetchRoom } from '../roomsApi.ts';
import { KickoutNotice } from './KickoutNotice.tsx';
import { RoomHeader } from './RoomHeader.tsx';
import { RoomSidePanel } from './RoomSidePanel.tsx';
import { RoomStage, RoomStageMedia } from './RoomStage.tsx';
import { useRoomLiveStart, type RoomLiveStart } from './useRoomLiveStart.ts';
import { useRoomLiveUpdates } from './useRoomLiveUpdates.ts';

/** Whether the viewer may apply to the stage: everyone, or only the room's roles where only hosts join (joinStage 2). */
const canJoinStage = (room: RoomView) =>
  room.joinStage !== RoomJoinStage.hostsOnly || room.isSpecial || room.isOwner;

/** The live room once its session runs: header, main area, the chat panel, the kick-out notice. */
function RoomLiveView({ start }: { start: RoomLiveStart }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const status = useLiveStatus();
  // Seeded by the start; a fetch only if the cache lost it.
  const { data: room } = useQuery({
    queryKey: roomKeys.view(start.roomId),
    queryFn: () => fetchRoom(start.roomId),
    staleTime: Infinity,
  });
  useRoomLiveUpdates(start.roomId);
  const leave = () => navigate('/');
  // The cast puts the viewer online; the stage's media then publishes (and stops when they leave it).
  const stageControlRef = useRef<StageControl | null>(null);
  const media = useMemo<CastMediaHooks>(
    () => ({
      onGoLive: () => stageControlRef.current?.goLive(),
      onLeaveStage: () => stageControlRef.current?.leave(),
    }),
    [],
  );

  // The socket was refused (no longer allowed in): the pre-room checks again and says why.
  if (status.connection === LiveConnection.Closed && status.end?.reason === SocketCloseReason.Refused)
    return <AppNavigate to={`/room/${start.slug}`} />;
  if (room === undefined) return <LoadingState label={t('roomLive.entering')} />;
  return (
    <CastProvider
      roomId={room.id}
      isModerator={room.isSpecial}
      media={media}
      publishFailureKey="roomStagePublishFailed"
    >
      <ScreenShareProvider
        roomId={room.id}
        isModerator={room.isSpecial}
        isPresenter={room.isOwner || room.isHost}
        knownNames={{ [room.owner.userId]: room.owner.displayName }}
      >
        <div className="flex h-dvh flex-col bg-surface text-fg">
          <title>{t('app.documentTitle', { page: room.title })}</title>
          <RoomHeader room={room} onLeave={leave} />
          <div className="flex min-h-0 flex-1 flex-col md:flex-row">
            <main id="main" tabIndex={-1} className="min-w-0 shrink-0 overflow-y-auto outline-none md:flex-1">
              <RoomStageMedia room={room} controlRef={stageControlRef}>
                <CastStageArea canApply={canJoinStage(room)} />
              </RoomStageMedia>
              <RoomContent roomId={room.id} isModerator={room.isSpecial} screenShare={<ScreenShareArea />}>
                <RoomStage room={room} />
              </RoomContent>
            </main>
            <RoomSidePanel room={room} />
          </div>
          <KickoutNotice roomId={room.id} onLeave={leave} />
        </div>
      </ScreenShareProvider>
    </CastProvider>
  );
}

/** One live session per visit of a room (docs/decisions/live-client.md). */
function RoomLiveSession({ start }: { start: RoomLiveStart }) {
  const [session] = useState(() => createRoomLiveSession(start.roomId, start.seq));
  return (
    <LiveSessionProvider session={session}>
      <RoomLiveView start={start} />
    </LiveSessionProvider>
  );
}

/** `/room/:id/live` (spec 000 §2, spec 001 §3 room live view), full screen. */
export function RoomLivePage() {
  const { t } = useTranslation();
  const idOrSlug = useParams().id ?? '';
  const start = useRoomLiveStart(idOrSlug);
  if (start.isPending) return <LoadingState label={t('roomLive.entering')} />;
  // Not allowed in (or gone): the pre-room runs the entry check and shows its outcome.
  if (start.isError) return <AppNavigate to={`/room/${idOrSlug}`} />;
  return <RoomLiveSession key={start.data.roomId} start={start.data} />;
}
