import {
  AppKey,
  ConnectionCommand,
  evolveRoom,
  roomEntryOfFrame,
  roomStateAtSeqSchema,
  type RoomStateAtSeq,
} from '@limelight/protocol';
import { socketCalls } from '@limelight/protocol/http';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../api/index.ts';
import { FramesWhileLoading } from './framesWhileLoading.ts';
import type { LiveSession, RoomLogFrame } from './liveSession.ts';
import { useLiveSession } from './liveSessionContext.ts';

/** Where a live room's state is read (the tests script its answer by path). */
export const roomStatePath = socketCalls.roomState.path;

/** The query key of a live room's state at its seq (what the live page's slices read). */
export const roomLiveStateKey = (roomId: string) => ['live', 'roomState', roomId] as const;

/** GET /api/socket/v1/roomState {eventId}: the room's state at its seq, read by the state's schema. */
export async function fetchRoomLiveState(eventId: string): Promise<RoomStateAtSeq> {
  return api.call(socketCalls.roomState, { query: { eventId } }).then(dataOf);
}

/**
 * The state after one frame of the room's log: `evolveRoom` of the frame's entry, the fold the server's
 * state row and the replays use. A frame at or below the state's seq is already in it.
 */
export function withRoomFrame(snapshot: RoomStateAtSeq, frame: RoomLogFrame): RoomStateAtSeq {
  if (frame.seq <= snapshot.seq) return snapshot;
  return { seq: frame.seq, state: evolveRoom(snapshot.state, roomEntryOfFrame(frame)) };
}

/**
 * Keeps one room's state in the query cache for a live session's whole life (docs/decisions/live-state.md
 * "One fold"): every frame of the room's log is folded in, once, in seq order; a resync replaces the
 * state; frames that arrive while the state loads are held and folded in after it (those past its seq).
 */
class RoomStateFold {
  readonly #key: ReturnType<typeof roomLiveStateKey>;
  readonly #arrivedWhileLoading = new FramesWhileLoading<RoomLogFrame>();

  readonly #roomId: string;

  constructor(roomId: string, queryClient: QueryClient, session: LiveSession) {
    this.#roomId = roomId;
    this.#key = roomLiveStateKey(roomId);
    session.onRoomFrame((frame) => {
      this.#arrivedWhileLoading.offer(frame);
      queryClient.setQueryData<RoomStateAtSeq>(this.#key, (state) => state && withRoomFrame(state, frame));
    });
    session.on(AppKey.Connection, ConnectionCommand.Resync, ({ payload }) => {
      queryClient.setQueryData(this.#key, roomStateAtSeqSchema.parse(payload));
    });
  }

  /** Loads the state; the frames that arrived meanwhile follow it. */
  load(): Promise<RoomStateAtSeq> {
    return this.#arrivedWhileLoading.load(
      () => fetchRoomLiveState(this.#roomId),
      (loaded) => loaded.seq,
      withRoomFrame,
    );
  }
}

// One fold per session and room: a session lives as long as its page.
const folds = new WeakMap<LiveSession, Map<string, RoomStateFold>>();

function foldOf(session: LiveSession, queryClient: QueryClient, roomId: string): RoomStateFold {
  const bySession = folds.get(session) ?? new Map<string, RoomStateFold>();
  folds.set(session, bySession);
  const existing = bySession.get(roomId);
  if (existing) return existing;
  const fold = new RoomStateFold(roomId, queryClient, session);
  bySession.set(roomId, fold);
  return fold;
}

/** Puts the state a live page started from in the cache (its session continues after its seq). */
export function seedRoomLiveState(queryClient: QueryClient, roomId: string, state: RoomStateAtSeq): void {
  queryClient.setQueryData(roomLiveStateKey(roomId), state);
}

/**
 * Reads a room's state and puts it in the cache for the live page about to start: answers the seq its
 * session continues after, so that no frame falls between the read and the session.
 */
export async function startRoomLiveState(queryClient: QueryClient, roomId: string): Promise<number> {
  const state = await fetchRoomLiveState(roomId);
  seedRoomLiveState(queryClient, roomId, state);
  return state.seq;
}

/**
 * A live room's state as the page's session keeps it, or a part of it (`select`); undefined until it has
 * loaded. Components read slices here and never fold frames themselves.
 */
export function useRoomLiveState<T>(roomId: string, select: (state: RoomStateAtSeq) => T): T | undefined {
  const queryClient = useQueryClient();
  // Created while rendering, before the session starts (its provider's effect runs after its children's).
  const fold = foldOf(useLiveSession(), queryClient, roomId);
  return useQuery({
    queryKey: roomLiveStateKey(roomId),
    queryFn: () => fold.load(),
    staleTime: Infinity,
    select,
  }).data;
}
