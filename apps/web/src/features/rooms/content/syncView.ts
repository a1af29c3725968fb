import {
  AppKey,
  evolveRoom,
  initialRoomSyncState,
  roomEntryOf,
  roomEntryOfFrame,
  roomLiveStateSchema,
  SyncCommand,
  syncOf,
  type RoomEntry,
  type RoomSyncState,
  type SyncStateAnswer,
} from '@limelight/protocol';
import type { RoomLogFrame } from '../../../lib/live/index.ts';

/** The room's shared content as this page holds it: the sync slice at the room's `seq`. */
export interface SyncView extends RoomSyncState {
  seq: number;
}

/** The view after one entry: the sync slice as `evolveRoom` folds it (the server's own fold). */
const withEntry = (view: SyncView, entry: RoomEntry, seq: number): SyncView => ({
  ...syncOf(evolveRoom({ settings: {}, sync: view }, entry)),
  seq,
});

/** The view after a frame of the room's log (playV2, contentChanged): its entry folded in. */
export const withSyncFrame = (view: SyncView, frame: RoomLogFrame): SyncView =>
  withEntry(view, roomEntryOfFrame(frame), frame.seq);

/**
 * The view of `GET /api/sync/v2/state`: its playV2 as an entry at the answer's server time (the position
 * is where the content plays then), and the list.
 */
export function viewOfStateAnswer(answer: SyncStateAnswer): SyncView {
  const play = roomEntryOf(AppKey.Sync, SyncCommand.PlayV2, answer.play, Date.parse(answer.serverTime));
  const played = withEntry({ ...initialRoomSyncState, seq: answer.seq }, play, answer.seq);
  return { ...played, list: answer.list };
}

/** The view of a resync's room state at `seq`, read by the state's schema (no slice: nothing shared yet). */
export function viewOfRoomState(seq: number, state: unknown): SyncView {
  return { ...syncOf(roomLiveStateSchema.parse(state)), seq };
}

type Listener = () => void;

/**
 * Holds the view across the page's start: frames that arrive before the state is loaded wait, and once it
 * is, those past its seq are applied in order (those at or below it are already in it). A resync loads
 * its state the same way. A snapshot for `useSyncExternalStore`.
 */
export class SyncViewStore {
  #view: SyncView | null = null;
  #held: { seq: number; change: (view: SyncView) => SyncView }[] = [];
  readonly #listeners = new Set<Listener>();

  readonly getSnapshot = (): SyncView | null => this.#view;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** The state the page loaded (or a resync's); held frames after its seq follow. */
  load(view: SyncView): void {
    const held = this.#held;
    this.#held = [];
    this.#set(
      held.reduce((current, { seq, change }) => (seq > current.seq ? change(current) : current), view),
    );
  }

  /** A room frame at `seq`: applied now when newer than the view, held until the view is loaded. */
  apply(seq: number, change: (view: SyncView) => SyncView): void {
    if (this.#view === null) this.#held.push({ seq, change });
    else if (seq > this.#view.seq) this.#set(change(this.#view));
  }

  #set(view: SyncView): void {
    this.#view = view;
    for (const listener of this.#listeners) listener();
  }
}
