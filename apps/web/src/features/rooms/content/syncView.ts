import {
  initialRoomSyncState,
  isAssetSync,
  isResetContent,
  syncOf,
  type ContentChangedPayload,
  type ContentItem,
  type PlayV2Payload,
  type RoomLiveState,
  type RoomSyncState,
  type SyncStateAnswer,
} from '@limelight/protocol';

/** The room's shared content as this page holds it: the sync slice at the room's `seq`. */
export interface SyncView extends RoomSyncState {
  seq: number;
}

/** The content item of a playV2 payload, or null for a reset (spec 001 §4: default, or image −1). */
function contentOf(play: PlayV2Payload): ContentItem | null {
  if (isResetContent(play)) return null;
  const { contentId, mode, name, description, urls } = play;
  return { contentId, mode, name, description, urls };
}

/**
 * The view after a playV2 (a frame stamped `serverTime`, or the state answer at its time): the content, its
 * playback taken at that server time (the payload's `time` is where it played then), and the flags.
 */
export function withPlay(view: SyncView, play: PlayV2Payload, seq: number, serverTime: number): SyncView {
  return {
    ...view,
    seq,
    current: contentOf(play),
    playback: {
      isPlaying: play.isPlaying,
      position: play.time,
      duration: play.duration,
      takenAt: serverTime,
    },
    control: play.control ?? view.control,
    publish: play.publish ?? view.publish,
    recording: play.recording ?? view.recording,
  };
}

/**
 * The view after a contentChanged: the whole list, and the current content recalled when the list lost it
 * (a host content is in no list and stays), or updated when the list changed it (spec 001 §4).
 */
export function withList(view: SyncView, { list }: ContentChangedPayload, seq: number): SyncView {
  if (!isAssetSync(view)) return { ...view, seq, list };
  const current = list.find((content) => content.contentId === view.current?.contentId) ?? null;
  if (current !== null) return { ...view, seq, list, current };
  return {
    ...view,
    seq,
    list,
    current: null,
    playback: { ...initialRoomSyncState.playback, takenAt: view.playback.takenAt },
  };
}

/** The view of `GET /api/sync/v2/state`. */
export function viewOfStateAnswer(answer: SyncStateAnswer): SyncView {
  const empty: SyncView = { ...initialRoomSyncState, seq: answer.seq };
  const played = withPlay(empty, answer.play, answer.seq, Date.parse(answer.serverTime));
  return { ...played, list: answer.list };
}

/**
 * The view of a resync's room state at `seq`: the server's RoomLiveState as JSON, its raw slice with
 * `takenAt` in server time; a state without the slice reads as no content yet.
 */
export function viewOfRoomState(seq: number, state: unknown): SyncView {
  const isState = typeof state === 'object' && state !== null && !Array.isArray(state);
  return { ...(isState ? syncOf(state as RoomLiveState) : initialRoomSyncState), seq };
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
