import { randomUUID } from 'node:crypto';
import {
  AppKey,
  codeCatalogue,
  eventTimeState,
  toPage,
  type Page,
  type Replay,
  type ReplayCommand,
  type ReplayCommands,
  type ReplayDuration,
  type ReplayChatPage,
  type ReplaySeekAnswer,
  type ReplayType,
} from '@limelight/protocol';
import { isRoomModerator } from '../../platform/auth/tokens.ts';
import { ApiError } from '../../platform/http/apiError.ts';
import type { LoggedRoomEntry, RoomLog } from '../../platform/live/roomLog.ts';
import { channelOf, type EventRecord, type Viewer, type VisibleEvent } from '../events/index.ts';
import type { ReplaysRepo } from './replays.repo.ts';

export interface ReplaysServiceDeps {
  repo: ReplaysRepo;
  roomLog: Pick<RoomLog, 'readStateAt' | 'readEntriesBetween' | 'readAppBackwards' | 'timeSpan'>;
  /** The joined-people counts a room was told over time (the rooms feature). */
  joinedCounts: {
    countAt: (roomId: string, at: Date) => Promise<number>;
    countsBetween: (
      roomId: string,
      from: Date,
      to: Date,
      limit: number,
    ) => Promise<{ at: Date; count: number }[]>;
  };
  /** The events feature: whether the viewer may watch the event, ended or not (refusals as its live page's). */
  watchEntryOf: (eventRef: string, viewer: Viewer) => Promise<VisibleEvent | undefined>;
  /** Whether a person is on a room's blocked-entry list (the flags feature). */
  isBlockedFrom: (roomId: string, userId: string) => Promise<boolean>;
  /** The user id of the channel a slug names (the events feature). */
  findChannelOwner: (channelSlug: string) => Promise<string | undefined>;
  now: () => Date;
}

/** Which replay: an event's whole log without `replayId` (or with the event's id), else a stored one. */
export interface ReplayRef {
  eventId: string;
  replayId?: string | undefined;
}

/** A replay a viewer may watch: its span of the event's log and whether they may seek in it. */
export interface ResolvedReplay {
  eventId: string;
  replayId: string;
  type: ReplayType;
  name: string;
  start: Date;
  end: Date;
  createdAt: Date;
  /** The event's owner, hosts and moderators seek; others play from the start. */
  canSeek: boolean;
  event: EventRecord;
}

/** The widest `fetch` window (spec 001 §4 fetches in windows of 10 s); wider ones answer 4000. */
export const maxFetchWindowMs = 60_000;
/** The chat entries one page of `chat` answers (the live chat's history pages are smaller). */
const chatPageSize = 100;
/** The most entries one window answers (a chat storm): the player fetches the rest from the last one's offset. */
export const maxFetchEntries = 5000;

/** The codes of watching a replay: the contract's three; an event hidden from the viewer is not found. */
function watchRefusal(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.code === codeCatalogue.NotFound.code) return new ApiError('ReplayNotFound');
  if (error.code === codeCatalogue.RoomAgeRestricted.code) return error;
  return new ApiError('Forbidden', error.message);
}

const offsetOf = (replay: ResolvedReplay, at: Date) => at.getTime() - replay.start.getTime();
const durationOf = (replay: ResolvedReplay) => offsetOf(replay, replay.end);
/** A log entry as a replay answers it: at its offset from the replay's start. */
const commandOf = (
  replay: ResolvedReplay,
  { appKey, command, payload, at, seq }: LoggedRoomEntry,
): ReplayCommand => ({
  start: at - replay.start.getTime(),
  seq,
  appKey,
  command,
  payload,
});

/**
 * Replays of events' room logs (spec 001 §3 "Replay", §4 "Replays", §7 "Replay";
 * docs/decisions/replays.md): a replay is a span of the log, watched under the event's entry rules; a
 * seek folds the nearest snapshot and the entries after it with the live state's own fold.
 */
export function createReplaysService(deps: ReplaysServiceDeps) {
  const { repo } = deps;

  async function watchEntry(viewer: Viewer, eventRef: string): Promise<VisibleEvent> {
    const entered = await deps.watchEntryOf(eventRef, viewer).catch((error: unknown) => {
      throw watchRefusal(error);
    });
    if (!entered) throw new ApiError('ReplayNotFound');
    const userId = viewer.caller?.userId;
    if (userId && (await deps.isBlockedFrom(entered.event.id, userId))) throw new ApiError('Forbidden');
    return entered;
  }

  const canSeekIn = ({ standing }: VisibleEvent) =>
    isRoomModerator([...(standing.isOwner ? (['owner'] as const) : []), ...standing.roles]);

  /**
   * The replay a viewer may watch, with its span and whether they may seek: the event's entry rules
   * (ticket or role for paid events, the age rule, private events, the room's blocked list) as for its
   * live page, whether or not it has ended; 32000 for a missing event or replay, 4003 or 10011 refused.
   */
  async function resolveReplay(viewer: Viewer, ref: ReplayRef): Promise<ResolvedReplay> {
    const entered = await watchEntry(viewer, ref.eventId);
    const { event } = entered;
    const canSeek = canSeekIn(entered);
    if (ref.replayId !== undefined && ref.replayId !== event.id) {
      const row = await repo.find(event.id, ref.replayId);
      if (!row) throw new ApiError('ReplayNotFound');
      const { id, startAt, endAt, ...rest } = row;
      return { ...rest, replayId: id, start: startAt, end: endAt, canSeek, event };
    }
    // The whole event's replay: once it has ended, its log from the first entry to the last.
    const hasEnded = eventTimeState(event.startAt, event.endAt, deps.now()) === 'past';
    const span = hasEnded ? await deps.roomLog.timeSpan(event.id) : undefined;
    if (!span) throw new ApiError('ReplayNotFound');
    return {
      eventId: event.id,
      replayId: event.id,
      type: 'event',
      name: event.title,
      start: span.first,
      end: span.last,
      createdAt: span.last,
      canSeek,
      event,
    };
  }

  function viewOf(replay: ResolvedReplay): Replay {
    return {
      replayId: replay.replayId,
      eventId: replay.eventId,
      type: replay.type,
      name: replay.name,
      start: replay.start.toISOString(),
      end: replay.end.toISOString(),
      durationMs: durationOf(replay),
      createdAt: replay.createdAt.toISOString(),
      channelSlug: channelOf(replay.event).slug,
      eventTitle: replay.event.title,
      imageUrl: replay.event.thumbnail ?? replay.event.cover,
    };
  }

  /** The instant `offset` ms into the replay, no later than its end. */
  const instantOf = (replay: ResolvedReplay, offset: number) =>
    new Date(Math.min(replay.start.getTime() + offset, replay.end.getTime()));

  return {
    resolveReplay,

    /**
     * POST /replay/v1/create: the event's owner, hosts and moderators name a span of its log; the span
     * must lie within the log's first and last entries (32002).
     */
    async create(
      viewer: Viewer & { caller: { userId: string } },
      request: { eventId: string; type: ReplayType; start: string; end: string; name: string },
    ): Promise<Replay> {
      const entered = await watchEntry(viewer, request.eventId);
      if (!canSeekIn(entered)) throw new ApiError('Forbidden');
      const start = new Date(request.start);
      const end = new Date(request.end);
      const span = await deps.roomLog.timeSpan(entered.event.id);
      const inside = span && span.first <= start && start <= end && end <= span.last;
      if (!inside) throw new ApiError('ReplaySpanInvalid');
      const row = {
        id: randomUUID(),
        eventId: entered.event.id,
        type: request.type,
        name: request.name,
        startAt: start,
        endAt: end,
        createdBy: viewer.caller.userId,
        createdAt: deps.now(),
      };
      await repo.insert(row);
      const { id, startAt, endAt, createdBy: _by, ...rest } = row;
      return viewOf({
        ...rest,
        replayId: id,
        start: startAt,
        end: endAt,
        canSeek: true,
        event: entered.event,
      });
    },

    /** GET /replay/v1/get {eventId, recordId}. */
    async get(viewer: Viewer, eventId: string, replayId: string): Promise<Replay> {
      return viewOf(await resolveReplay(viewer, { eventId, replayId }));
    },

    /** GET /replay/v1/list: an event's or a channel's replays, newest first (4004 for an unknown channel). */
    async list(query: {
      eventId?: string | undefined;
      channelSlug?: string | undefined;
      page: number;
      pageSize: number;
    }): Promise<Page<Replay>> {
      const { page, pageSize } = query;
      let scope: { eventId: string } | { creatorId: string };
      if (query.eventId !== undefined) scope = { eventId: query.eventId };
      else if (query.channelSlug !== undefined) {
        const creatorId = await deps.findChannelOwner(query.channelSlug);
        if (!creatorId) throw new ApiError('NotFound');
        scope = { creatorId };
      } else throw new ApiError('InvalidRequest', 'eventId or channelSlug is required');
      const { list, total } = await repo.list(scope, deps.now(), pageSize, (page - 1) * pageSize);
      const replays = list.map(({ startAt, endAt, createdAt, ...row }) => ({
        replayId: row.id,
        eventId: row.eventId,
        type: row.type,
        name: row.name,
        start: startAt.toISOString(),
        end: endAt.toISOString(),
        durationMs: endAt.getTime() - startAt.getTime(),
        createdAt: createdAt.toISOString(),
        channelSlug: row.channelSlug,
        eventTitle: row.eventTitle,
        imageUrl: row.imageUrl,
      }));
      return toPage(replays, page, pageSize, total);
    },

    /** GET /replay/v1/duration: how long it plays, its instants, and whether the caller may seek. */
    async duration(viewer: Viewer, ref: ReplayRef): Promise<ReplayDuration> {
      const replay = await resolveReplay(viewer, ref);
      const { start, end, canSeek } = replay;
      return { durationMs: durationOf(replay), start: start.toISOString(), end: end.toISOString(), canSeek };
    },

    /**
     * GET /replay/v1/fetch {from, to}: the entries changed in [from, to) ms of the replay (its end
     * included), in seq order, each at its offset, and the joined counts told then; windows wider than
     * 60 s answer 4000.
     */
    async fetch(viewer: Viewer, ref: ReplayRef & { from: number; to: number }): Promise<ReplayCommands> {
      if (ref.to < ref.from || ref.to - ref.from > maxFetchWindowMs)
        throw new ApiError('InvalidRequest', `to must be from to from + ${maxFetchWindowMs} ms`);
      const replay = await resolveReplay(viewer, ref);
      const from = new Date(replay.start.getTime() + ref.from);
      const to = new Date(Math.min(replay.start.getTime() + ref.to, replay.end.getTime() + 1));
      if (from >= to) return { list: [], joinedCounts: [] };
      const [entries, counts] = await Promise.all([
        deps.roomLog.readEntriesBetween(replay.eventId, from, to, maxFetchEntries),
        deps.joinedCounts.countsBetween(replay.eventId, from, to, maxFetchEntries),
      ]);
      return {
        list: entries.map((entry) => commandOf(replay, entry)),
        joinedCounts: counts.map(({ at, count }) => ({ start: offsetOf(replay, at), count })),
      };
    },

    /**
     * GET /replay/v1/chat {to, before?}: the chat's entries at or before `to` ms into the replay (not before
     * its start), newest first, a page going back; past 0, the event's moderators only (32001), as seek.
     */
    async chat(
      viewer: Viewer,
      ref: ReplayRef & { to: number; before?: number | undefined },
    ): Promise<ReplayChatPage> {
      const replay = await resolveReplay(viewer, ref);
      if (ref.to > 0 && !replay.canSeek) throw new ApiError('ReplaySeekNotAllowed');
      const span = { from: replay.start, to: instantOf(replay, ref.to), beforeSeq: ref.before };
      const entries = await deps.roomLog.readAppBackwards(replay.eventId, AppKey.Chat, span, chatPageSize);
      return {
        list: entries.map((entry) => commandOf(replay, entry)),
        nextBefore: entries.length === chatPageSize ? (entries.at(-1)?.seq ?? null) : null,
      };
    },

    /**
     * GET /replay/v1/seek {to}: the room as it was `to` ms into the replay, the seq it is valid at and the
     * joined count it had been told; past 0, the event's moderators only (32001).
     */
    async seek(viewer: Viewer, ref: ReplayRef & { to: number }): Promise<ReplaySeekAnswer> {
      const replay = await resolveReplay(viewer, ref);
      if (ref.to > 0 && !replay.canSeek) throw new ApiError('ReplaySeekNotAllowed');
      const at = instantOf(replay, ref.to);
      const [{ seq, state }, joinedCount] = await Promise.all([
        deps.roomLog.readStateAt(replay.eventId, at),
        deps.joinedCounts.countAt(replay.eventId, at),
      ]);
      return { to: offsetOf(replay, at), seq, state, joinedCount };
    },
  };
}

export type ReplaysService = ReturnType<typeof createReplaysService>;
