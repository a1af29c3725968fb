import {
  AppKey,
  CastCommand,
  ConnectionCommand,
  initialRoomCastState,
  isOnStage,
  ownCastStateOf,
  stagePeersOf,
  type OwnCastState,
  type RoomCastState,
  type RoomStateAnswer,
  type StagePeerInfo,
} from '@limelight/protocol';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { useLiveFrame, useLiveSession } from '../../lib/live/index.ts';
import { fetchCastSnapshot } from './castCalls.ts';
import {
  castRoomCommands,
  castSnapshotOf,
  castSnapshotOfAnswer,
  castWithFrame,
  type CastRoomFrame,
  type CastSnapshot,
} from './castState.ts';

/** The query keys of the stage's cast. */
export const castKeys = {
  /** A room's cast at the seq of the last frame applied. */
  snapshot: (roomId: string) => ['stage', 'cast', roomId] as const,
};

/** Seeds a room's cast from the room state its live page starts at (the session continues after its seq). */
export function seedCast(queryClient: QueryClient, roomId: string, answer: RoomStateAnswer): void {
  queryClient.setQueryData(castKeys.snapshot(roomId), castSnapshotOfAnswer(answer));
}

/**
 * Reads and seeds the cast of a live page that loads nothing else of the room state (an event's): answers
 * the seq its live session continues after, so that no frame falls between the read and the session.
 */
export async function startCast(queryClient: QueryClient, roomId: string): Promise<number> {
  const snapshot = await fetchCastSnapshot(roomId);
  queryClient.setQueryData(castKeys.snapshot(roomId), snapshot);
  return snapshot.seq;
}

/** A notice a moderator's move leaves on the person moved (spec 001 §4: stageKickPopup, stageDisapprovedPopup). */
export type CastNotice = 'kicked' | 'disapproved' | 'blocked';

/** The notice a frame leaves on `selfUserId`, when someone else moved them. */
function noticeOf(frame: CastRoomFrame, selfUserId: string): CastNotice | undefined {
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
    default:
      return undefined;
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
 * The stage's cast on a live page (docs/decisions/stage-web.md "Cast"): the room state's cast slice, kept
 * by the room's cast frames (applied once each, in seq order, by the protocol's reducer) and replaced on a
 * resync; the viewer's own state, the stage's people. Tells the viewer of a moderator's kick, disapproval
 * or block, and when they left the stage.
 */
export function useCast({ roomId, selfUserId, onNotice, onLeftStage }: UseCastOptions): CastView {
  const queryClient = useQueryClient();
  const session = useLiveSession();
  const key = castKeys.snapshot(roomId);
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => fetchCastSnapshot(roomId),
    staleTime: Infinity,
  });

  const onFrame = useEffectEvent((frame: CastRoomFrame) => {
    const before = queryClient.getQueryData<CastSnapshot>(key);
    if (!before) return;
    const after = castWithFrame(before, frame);
    if (after === before) return;
    queryClient.setQueryData(key, after);
    if (selfUserId === null) return;
    const notice = noticeOf(frame, selfUserId);
    if (notice) onNotice?.(notice);
    if (isOnStage(before.cast, selfUserId) && !isOnStage(after.cast, selfUserId)) onLeftStage?.();
  });
  useEffect(() => {
    const unsubscribes = castRoomCommands.map((command) =>
      session.on(AppKey.Cast, command, (frame) => onFrame(frame as CastRoomFrame)),
    );
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [session]);
  useLiveFrame(AppKey.Connection, ConnectionCommand.Resync, ({ payload }) => {
    queryClient.setQueryData(key, castSnapshotOf(payload));
  });

  const cast = data?.cast ?? initialRoomCastState;
  return useMemo(
    () => ({
      isReady: data !== undefined,
      cast,
      own: ownCastStateOf(cast, selfUserId ?? ''),
      peers: stagePeersOf(cast),
    }),
    [data, cast, selfUserId],
  );
}
