import type {
  Page,
  Replay,
  ReplayChatPage,
  ReplayCommands,
  ReplaySeekAnswer,
  ReplayStream,
} from '@limelight/protocol';
import { replaysCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';

/** Which replay: an event's whole log, or one replay of it. */
export interface ReplayRef {
  eventId: string;
  replayId?: string;
}

/** GET /api/replay/v1/get: one replay of an event (its name, event title, span). */
export function fetchReplay({ eventId, replayId }: Required<ReplayRef>): Promise<Replay> {
  return api.call(replaysCalls.get, { query: { eventId, recordId: replayId } }).then(dataOf);
}

/** GET /api/replay/v1/duration: how long the replay plays, its instants, whether the caller may seek. */
export function fetchReplayDuration(ref: ReplayRef) {
  return api.call(replaysCalls.duration, { query: { ...ref } }).then(dataOf);
}

/** GET /api/replay/v1/seek: the room at an offset; a non-200 code throws (spec 001 §8). */
export function seekReplay(ref: ReplayRef, to: number): Promise<ReplaySeekAnswer> {
  return api.call(replaysCalls.seek, { query: { ...ref, to } }).then(dataOf);
}

/**
 * GET /api/replay/v1/fetch: the commands between two offsets, `from` inclusive, `to` exclusive, and the
 * joined counts the room was told then.
 */
export function fetchReplayCommands(ref: ReplayRef, from: number, to: number): Promise<ReplayCommands> {
  return api.call(replaysCalls.fetch, { query: { ...ref, from, to } }).then(dataOf);
}

/** GET /api/replay/v1/chat: the chat's entries at or before an offset, newest first, a page going back. */
export function fetchReplayChat(
  ref: ReplayRef,
  to: number,
  before: number | undefined,
): Promise<ReplayChatPage> {
  return api.call(replaysCalls.chat, { query: { ...ref, to, before } }).then(dataOf);
}

/** GET /api/replay/v1/streams: the stage's recorded streams, each at its offset on the timeline. */
export function fetchReplayStreams(ref: ReplayRef): Promise<ReplayStream[]> {
  return api
    .call(replaysCalls.streams, { query: { ...ref } })
    .then(dataOf)
    .then(({ list }) => list);
}

/** GET /api/replay/v1/list: an event's or a channel's replays, newest first, a page at a time. */
export function fetchReplays(
  owner: { eventId: string } | { channelSlug: string },
  page: number,
): Promise<Page<Replay>> {
  return api.call(replaysCalls.list, { query: { ...owner, page } }).then(dataOf);
}
