import type { Kysely } from 'kysely';
import {
  appKeySchema,
  evolveRoom,
  foldRoom,
  initialRoomLiveState,
  parseRoomEntry,
  roomLiveStateSchema,
  type LiveRoomCommand,
  type RoomDecider,
  type RoomEntry,
  type RoomLiveState,
  type RoomStateAtSeq,
} from '@limelight/protocol';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/apiError.ts';
import type { Logger } from '../logger.ts';
import type { RealtimeDelivery, RoomFrame, RoomLogReader } from '../realtime/delivery.ts';
import type { RoomLogEntry, RoomLogRepo } from './roomLog.repo.ts';

/**
 * What a feature writes to its own tables in the transaction of a room change, after the decider accepted
 * it (editRoom's column, a stored chat message): the change and its log entry commit together or not at all.
 */
export type WriteWithRoomChange<P> = (
  trx: Kysely<Database>,
  change: { seq: number; state: RoomLiveState; payload: P },
) => Promise<void>;

/** A change applied and committed: its log entry (seq, server time) and the state after it. */
export interface AppliedRoomChange<P> {
  seq: number;
  serverTime: Date;
  state: RoomLiveState;
  payload: P;
}

/** An entry of a room's log at its place: what `evolveRoom` folds, with its seq and server time. */
export type LoggedRoomEntry = RoomEntry & { seq: number; serverTime: Date };

export interface RoomLogOptions {
  repo: RoomLogRepo;
  delivery: RealtimeDelivery;
  log: Logger;
  /** The server's clock: the time of a change whose command names none. */
  now: () => Date;
  /**
   * Whether a publish now reaches every process (the bus's): while it does not (Redis unreachable), entries
   * stay unpublished for the sweeper to publish once it does (docs/decisions/resilience.md).
   */
  reachesEveryProcess: () => boolean;
  /** How often the sweeper looks for entries a crashed process left unpublished. */
  sweepIntervalMs?: number;
  /** How old an unpublished entry must be before the sweeper publishes it instead of its process. */
  unpublishedAfterMs?: number;
}

export type RoomLog = ReturnType<typeof createRoomLog>;

/** The frame of a log entry, as the gateway delivers it to the room's sockets. */
export function roomFrameOf(entry: RoomLogEntry): RoomFrame {
  return {
    appKey: appKeySchema.parse(entry.appKey),
    command: entry.command,
    payload: entry.payload,
    seq: entry.seq,
    serverTime: entry.serverTime.toISOString(),
    at: entry.at,
  };
}

/** A stored state read by its schema (a row from before a slice existed reads it as absent). */
const stateOf = (stored: unknown): RoomLiveState => roomLiveStateSchema.parse(stored ?? initialRoomLiveState);

const sweepBatch = 200;

const loggedEntryOf = (row: RoomLogEntry): LoggedRoomEntry => ({
  ...parseRoomEntry(row),
  seq: row.seq,
  serverTime: row.serverTime,
});

/**
 * The live rooms' authoritative state and ordered command log (docs/decisions/live-state.md): every change
 * is one transaction on the room's locked state row that also appends to the log, and every push is
 * published from the committed log, at least once.
 */
export function createRoomLog(options: RoomLogOptions) {
  const { repo, delivery, log } = options;
  const sweepIntervalMs = options.sweepIntervalMs ?? 1000;
  const unpublishedAfterMs = options.unpublishedAfterMs ?? 2000;

  async function publish(entry: RoomLogEntry): Promise<void> {
    await delivery.toRoom(entry.roomId, roomFrameOf(entry));
  }

  /** Publishes, in order, the entries left unpublished past the wait; answers how many. */
  async function sweepUnpublished(): Promise<number> {
    let total = 0;
    if (!options.reachesEveryProcess()) return total;
    for (;;) {
      const taken = await repo.publishStale(unpublishedAfterMs, sweepBatch, async (entries) => {
        for (const entry of entries) await publish(entry);
        // Left unpublished (the transaction rolls back) when Redis went meanwhile.
        if (!options.reachesEveryProcess()) throw new Error('the bus stopped reaching every process');
      });
      total += taken;
      if (taken < sweepBatch) return total;
    }
  }

  /** Up to `limit` entries of a room after `afterSeq`, in seq order, each read by its command's schema. */
  async function readEntries(roomId: string, afterSeq: number, limit: number): Promise<LoggedRoomEntry[]> {
    return (await repo.readAfter(roomId, afterSeq, limit)).map(loggedEntryOf);
  }

  const reader: RoomLogReader = {
    currentSeq: async (roomId) => (await repo.findState(roomId))?.version ?? 0,
    readFrames: async (roomId, afterSeq, limit) =>
      (await repo.readAfter(roomId, afterSeq, limit)).map(roomFrameOf),
  };

  return {
    ...reader,

    /**
     * Applies a command to a room: the decider reads the locked state and answers the command's entry (or
     * a refusal), and the state written is `evolveRoom` of that entry, inside the one transaction that
     * appends the entry: the state row is always the fold of the log. After the commit the entry is
     * published to the room. A refusal throws its ApiError and changes nothing; so does a `write` that
     * throws. A failed publish is left to the sweeper.
     */
    async apply<C extends LiveRoomCommand, E extends RoomEntry>(
      roomId: string,
      actorId: string | null,
      command: C,
      decider: RoomDecider<C, E>,
      write?: WriteWithRoomChange<E['payload']>,
    ): Promise<AppliedRoomChange<E['payload']>> {
      const at = command.at ?? options.now().getTime();
      const decide = (stored: unknown) => {
        const state = stateOf(stored);
        const decision = decider.decide(state, command, at);
        if ('refusal' in decision) throw new ApiError(decision.refusal);
        const { appKey, command: name, payload }: E = decision.entry;
        return { state: evolveRoom(state, decision.entry), actorId, appKey, command: name, payload, at };
      };
      const { entry, change } = await repo.changeState(roomId, initialRoomLiveState, decide, write);
      try {
        // This process's sockets get the frame either way; the others' only through the sweeper then.
        const reachedAll = options.reachesEveryProcess();
        await publish(entry);
        if (reachedAll && options.reachesEveryProcess()) await repo.markPublished(entry.roomId, entry.seq);
      } catch (error) {
        log.warn({ err: error, roomId, seq: entry.seq }, 'room log entry not published; the sweeper will');
      }
      return { seq: entry.seq, serverTime: entry.serverTime, state: change.state, payload: change.payload };
    },

    /** The room's state at its seq, read by the state's schema (seq 0 and the initial state before any change). */
    async readState(roomId: string): Promise<RoomStateAtSeq> {
      const row = await repo.findState(roomId);
      return row ? { seq: row.version, state: stateOf(row.state) } : { seq: 0, state: initialRoomLiveState };
    },

    readEntries,

    /** Up to `limit` entries of a room changed in [from, to), in seq order, each read by its command's schema. */
    async readEntriesBetween(
      roomId: string,
      from: Date,
      to: Date,
      limit: number,
    ): Promise<LoggedRoomEntry[]> {
      return (await repo.readBetween(roomId, from, to, limit)).map(loggedEntryOf);
    },

    /** Up to `limit` entries of one app changed in [from, to] before a seq, newest first (a replay's chat). */
    async readAppBackwards(
      roomId: string,
      appKey: string,
      span: { from: Date; to: Date; beforeSeq: number | undefined },
      limit: number,
    ): Promise<LoggedRoomEntry[]> {
      return (await repo.readAppBackwards(roomId, appKey, span, limit)).map(loggedEntryOf);
    },

    /** The change times of a room's first and last entries; undefined before its first change. */
    timeSpan: (roomId: string) => repo.timeSpan(roomId),

    /**
     * The room's state as it was at `at` (docs/decisions/replays.md): the last entry changed by then gives
     * the seq, and the state is `foldRoom` of the nearest snapshot at or before it and the entries after
     * that snapshot, at most the policy's N.
     */
    async readStateAt(roomId: string, at: Date): Promise<RoomStateAtSeq> {
      const seq = await repo.seqAtTime(roomId, at);
      if (seq === 0) return { seq, state: initialRoomLiveState };
      const snapshot = (await repo.snapshotAtOrBefore(roomId, seq)) ?? {
        seq: 0,
        state: initialRoomLiveState,
      };
      const entries = await readEntries(roomId, snapshot.seq, seq - snapshot.seq);
      return { seq, state: foldRoom(stateOf(snapshot.state), entries) };
    },

    sweepUnpublished,

    /** Starts the sweeper of this process; answers the function that stops it. */
    startSweeping(): () => Promise<void> {
      let running: Promise<unknown> = Promise.resolve();
      let isSweeping = false;
      const timer = setInterval(() => {
        if (isSweeping) return;
        isSweeping = true;
        running = sweepUnpublished()
          .catch((error: unknown) => log.warn({ err: error }, 'room log sweep failed'))
          .finally(() => (isSweeping = false));
      }, sweepIntervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}
