import type { CodeName } from '../codes.ts';
import { AppKey } from '../socket/frame.ts';
import { SyncCommand } from '../socket/sync.ts';
import { chatOf, evolveChat } from './roomChat.ts';
import { castOf, evolveCast, isCastEntry, type RoomCastEntry } from './roomCast.ts';
import type { LiveRoomCommand, RoomDecider, RoomEntry } from './roomEntry.ts';
import { evolveMedia, isMediaEntry, mediaOf, type RoomMediaEntry } from './media.ts';
import { evolvePost, postOf } from './roomPost.ts';
import { evolveSettings, type RoomLiveState } from './roomState.ts';
import { evolveSync, syncOf } from './roomSync.ts';

/**
 * The one fold of a live room (docs/decisions/live-state.md "One fold"): the state after one entry of
 * its log, each entry changing the one slice it belongs to. The server's state row, the live page and the
 * replays all fold with it; a slice missing from a state reads as its initial value.
 */
export function evolveRoom(state: RoomLiveState, entry: RoomEntry): RoomLiveState {
  switch (entry.appKey) {
    case AppKey.Room:
      return { ...state, settings: evolveSettings(state.settings ?? {}, entry) };
    case AppKey.Chat:
      return { ...state, chat: evolveChat(chatOf(state), entry) };
    case AppKey.Sync:
      return entry.command === SyncCommand.PostChanged
        ? { ...state, post: evolvePost(postOf(state), entry) }
        : { ...state, sync: evolveSync(syncOf(state), entry) };
    case AppKey.Cast:
      // The cast's appKey carries two slices: stage media (streams, the screen share, a moderator's mute)
      // and the cast; a command of neither (a session-path stream notice) changes nothing.
      if (isMediaEntry(entry))
        return { ...state, media: evolveMedia(mediaOf(state), entry as RoomMediaEntry) };
      if (isCastEntry(entry)) return { ...state, cast: evolveCast(castOf(state), entry as RoomCastEntry) };
      return state;
    default:
      return state;
  }
}

/** A state moved on by entries in log order (a snapshot plus the entries after it). */
export const foldRoom = (state: RoomLiveState, entries: readonly RoomEntry[]): RoomLiveState =>
  entries.reduce(evolveRoom, state);

/** A command's outcome on a state: its entry and the state after it (`evolveRoom` of that entry), or a refusal. */
export type RoomReduction<E extends RoomEntry> =
  { entry: E; payload: E['payload']; state: RoomLiveState } | { refusal: CodeName };

/** Decides a command at `at` and folds its entry: what the server does under the room's lock. */
export function reduceRoom<C extends LiveRoomCommand, E extends RoomEntry>(
  decider: RoomDecider<C, E>,
  state: RoomLiveState,
  command: C,
  at: number = command.at ?? 0,
): RoomReduction<E> {
  const decision = decider.decide(state, command, at);
  if ('refusal' in decision) return decision;
  return { entry: decision.entry, payload: decision.entry.payload, state: evolveRoom(state, decision.entry) };
}
