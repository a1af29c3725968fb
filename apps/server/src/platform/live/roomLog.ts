import type { Kysely } from 'kysely';
import { appKeySchema, type LiveRoomCommand, type RoomReducer } from '@limelight/protocol';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/apiError.ts';
import type { Logger } from '../logger.ts';
import type { RealtimeDelivery, RoomFrame, RoomLogReader } from '../realtime/delivery.ts';
import type { RoomLogEntry, RoomLogRepo, RoomStateRow } from './roomLog.repo.ts';

/**
 * What a feature writes to its own tables in the transaction of a room change, after the reducer accepted
 * it (editRoom's column, a stored chat message): the change and its log entry commit together or not at all.
 */
export type WriteWithRoomChange<S, P> = (
  trx: Kysely<Database>,
  change: { seq: number; state: S; payload: P },
) => Promise<void>;

/** A change applied and committed: its log entry (seq, server time) and the state after it. */
export interface AppliedRoomChange<S, P> {
  seq: number;
  serverTime: Date;
  state: S;
  payload: P;
}

export interface RoomLogOptions {
  repo: RoomLogRepo;
  delivery: RealtimeDelivery;
  log: Logger;
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
  };
}

const sweepBatch = 200;

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
    for (;;) {
      const taken = await repo.publishStale(unpublishedAfterMs, sweepBatch, async (entries) => {
        for (const entry of entries) await publish(entry);
      });
      total += taken;
      if (taken < sweepBatch) return total;
    }
  }

  const reader: RoomLogReader = {
    currentSeq: async (roomId) => (await repo.findState(roomId))?.version ?? 0,
    readFrames: async (roomId, afterSeq, limit) =>
      (await repo.readAfter(roomId, afterSeq, limit)).map(roomFrameOf),
  };

  return {
    ...reader,

    /**
     * Applies a command to a room: the reducer runs on the locked state inside one transaction that
     * writes the new state and appends the log entry; after the commit the entry is published to the
     * room. A refusal throws its ApiError and changes nothing; so does a `write` that throws. A failed
     * publish is left to the sweeper.
     */
    async apply<S, C extends LiveRoomCommand, P>(
      roomId: string,
      actorId: string | null,
      command: C,
      reducer: RoomReducer<S, C, P>,
      write?: WriteWithRoomChange<S, P>,
    ): Promise<AppliedRoomChange<S, P>> {
      let payload: P | undefined;
      const decide = (current: unknown) => {
        // The row holds the room's one state, written by this reducer or another of the same state type.
        const reduction = reducer.reduce(current as S, command);
        if ('refusal' in reduction) throw new ApiError(reduction.refusal);
        payload = reduction.payload;
        return { state: reduction.state, actorId, appKey: command.appKey, command: command.command, payload };
      };
      const { entry, state } = await repo.changeState(
        roomId,
        reducer.initialState,
        decide,
        write &&
          ((trx, change) =>
            write(trx, { ...change, state: change.state as S, payload: change.payload as P })),
      );
      try {
        await publish(entry);
        await repo.markPublished(entry.roomId, entry.seq);
      } catch (error) {
        log.warn({ err: error, roomId, seq: entry.seq }, 'room log entry not published; the sweeper will');
      }
      return { seq: entry.seq, serverTime: entry.serverTime, state: state as S, payload: payload as P };
    },

    /** The room's state row (undefined for a room with no change yet). */
    readState(roomId: string): Promise<RoomStateRow | undefined> {
      return repo.findState(roomId);
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
