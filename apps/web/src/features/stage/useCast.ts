import {
  AppKey,
  CastCommand,
  castOf,
  initialRoomCastState,
  isOnStage,
  ownCastStateOf,
  stagePeerFlagsOf,
  stagePeersOf,
  type OwnCastState,
  type RoomCastState,
  type ServerFrame,
  type StagePeerInfo,
} from '@limelight/protocol';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useLiveSession, useRoomLiveState } from '../../lib/live/index.ts';

/** The cast frames that can leave a notice on the person moved. */
const noticeCommands = [
  CastCommand.OnlineKickAll,
  CastCommand.OnlineClose,
  CastCommand.Cancel,
  CastCommand.Block,
] as const;
type NoticeFrame = {
  [C in (typeof noticeCommands)[number]]: ServerFrame<typeof AppKey.Cast, C>;
}[(typeof noticeCommands)[number]];

/** A notice a moderator's move leaves on the person moved (spec 001 §4: stageKickPopup, stageDisapprovedPopup). */
export type CastNotice = 'kicked' | 'disapproved' | 'blocked';

/** The notice a frame leaves on `selfUserId`, when someone else moved them. */
function noticeOf(frame: NoticeFrame, selfUserId: string): CastNotice | undefined {
  switch (frame.command) {
    case CastCommand.OnlineKickAll:
      return frame.payload.userIds.includes(selfUserId) && frame.payload.byUserId !== selfUserId
        ? 'kicked'
        : undefined;
    case CastCommand.OnlineClose:
    case CastCommand.Cancel:
    case CastCommand.Block: {
      const { userId, byUserId } = frame.payload;
      if (userId !== selfUserId || byUserId === selfUserId) return undefined;
      return frame.command === CastCommand.OnlineClose
        ? 'kicked'
        : frame.command === CastCommand.Cancel
          ? 'disapproved'
          : 'blocked';
    }
  }
}

export interface UseCastOptions {
  roomId: string;
  /** The viewer (a member or a guest); null before a session exists. */
  selfUserId: string | null;
  /** A moderator's move left a notice on the viewer. */
  onNotice?: (notice: CastNotice) => void;
  /** The viewer is no longer online (kicked, closed, exited, blocked): their media stops. */
  onLeftStage?: () => void;
}

export interface CastView {
  /** Whether the cast has loaded. */
  isReady: boolean;
  cast: RoomCastState;
  /** The viewer's own state (what GET /cast/v1/state answers): list, interview, place in line. */
  own: OwnCastState;
  /** The people on stage in the order they went on (spec 001 §3 stage peer info). */
  peers: StagePeerInfo[];
}

/**
 * The stage's cast on a live page (docs/decisions/stage-web.md "Cast"): the cast slice of the room's live
 * state (the one fold of the room's log, lib/live), the viewer's own state, the stage's people with their
 * mic and camera as they are now (a moderator's mute included). Tells the viewer of a moderator's kick,
 * disapproval or block, and when they left the stage.
 */
export function useCast({ roomId, selfUserId, onNotice, onLeftStage }: UseCastOptions): CastView {
  const session = useLiveSession();
  const state = useRoomLiveState(roomId, (snapshot) => snapshot.state);

  const onNoticeFrame = useEffectEvent((frame: NoticeFrame) => {
    const notice = selfUserId === null ? undefined : noticeOf(frame, selfUserId);
    if (notice) onNotice?.(notice);
  });
  useEffect(() => {
    const unsubscribes = noticeCommands.map((command) =>
      session.on(AppKey.Cast, command, (frame) => onNoticeFrame(frame as NoticeFrame)),
    );
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [session]);

  const cast = state ? castOf(state) : initialRoomCastState;
  const isOnline = selfUserId !== null && isOnStage(cast, selfUserId);
  const wasOnline = useRef(isOnline);
  const leftStage = useEffectEvent(() => onLeftStage?.());
  useEffect(() => {
    if (wasOnline.current && !isOnline) leftStage();
    wasOnline.current = isOnline;
  }, [isOnline]);

  return useMemo(
    () => ({
      isReady: state !== undefined,
      cast,
      own: ownCastStateOf(cast, selfUserId ?? ''),
      peers: state
        ? stagePeersOf(cast).map((peer) => ({ ...peer, ...stagePeerFlagsOf(state, peer.userId) }))
        : [],
    }),
    [state, cast, selfUserId],
  );
}
