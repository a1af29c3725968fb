import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import {
  AppKey,
  ChatCommand,
  foldRoom,
  initialRoomLiveState,
  reduceRoom,
  roomChatDecider,
  type RoomChatCommand,
  type RoomLiveState,
} from '@limelight/protocol';
import { readConfig } from '../../apps/server/src/platform/config.ts';
import { createLimelight, type Limelight } from '../../apps/server/src/limelight.ts';
import { roomSnapshotPolicy, type SnapshotPolicy } from '../../apps/server/src/platform/live/roomLog.repo.ts';

// bench/replay seek (issue 23, docs/decisions/replays.md): the latency of a replay's seek (the room's
// state at an instant: the last entry by then, the nearest snapshot, the entries after it folded with
// `foldRoom`) against the log's length, and the baseline in the same process: folding the whole log up to
// that instant. Logs are written straight to the tables (a room's chat: posts under slow mode, blocks and
// unblocks, one entry every 250 ms of log) with the snapshots the policy would have kept, since 100,000
// applies would take minutes; `BENCH_SNAPSHOT_ENTRIES` compares other N.
const lengths = (process.env.BENCH_LOG_LENGTHS ?? '1000,10000,100000').split(',').map(Number);
const seeks = Number(process.env.BENCH_SEEKS ?? 200);
const snapshotEntries = (process.env.BENCH_SNAPSHOT_ENTRIES ?? String(roomSnapshotPolicy.everyEntries))
  .split(',')
  .map(Number);
const stepMs = 250;
const t0 = Date.parse('2031-01-01T00:00:00.000Z');

/** The i-th command of the bench room's chat. */
function commandOf(roomId: string, i: number): RoomChatCommand {
  if (i === 1) return { appKey: AppKey.Chat, command: ChatCommand.SlowMode, eventId: roomId, seconds: 5 };
  if (i % 20 === 0)
    return {
      appKey: AppKey.Chat,
      command: i % 40 === 0 ? ChatCommand.UnblockUser : ChatCommand.BlockUser,
      eventId: roomId,
      operatedUserId: `user-${i % 37}`,
    };
  const userId = `user-${i % 300}`;
  return {
    appKey: AppKey.Chat,
    command: ChatCommand.SendMessage,
    skipsSlowMode: true,
    message: {
      id: `m-${i}`,
      eventId: roomId,
      content: `message ${i} of the bench room, a sentence of ordinary length`,
      isRoom: 1,
      sender: { userId, displayName: `Person ${i % 300}`, avatar: null },
      createdAt: new Date(t0 + i * stepMs).toISOString(),
    },
  };
}

/** Writes a room's log of `length` entries and the snapshots `policy` keeps; answers the snapshots' bytes. */
async function writeLog(limelight: Limelight, roomId: string, length: number, policy: SnapshotPolicy) {
  const { db } = limelight;
  let state: RoomLiveState = initialRoomLiveState;
  let last = { seq: 0, at: t0 + stepMs };
  let snapshotBytes = 0;
  const batch: { seq: number; at: number; appKey: string; command: string; payload: string }[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const values = batch.map(
      (row) =>
        sql`(${roomId}, ${row.seq}, ${new Date(row.at)}, ${new Date(row.at)}, ${row.appKey}, ${row.command}, ${row.payload}::jsonb, now())`,
    );
    await sql`insert into room_log (room_id, seq, server_time, changed_at, app_key, command, payload, published_at)
      values ${sql.join(values)}`.execute(db);
    batch.length = 0;
  };
  for (let seq = 1; seq <= length; seq++) {
    const at = t0 + seq * stepMs;
    const reduced = reduceRoom(roomChatDecider, state, commandOf(roomId, seq), at);
    if ('refusal' in reduced) throw new Error(`entry ${seq} refused: ${reduced.refusal}`);
    state = reduced.state;
    const { appKey, command, payload } = reduced.entry;
    batch.push({ seq, at, appKey, command, payload: JSON.stringify(payload) });
    if (batch.length === 1000) await flush();
    if (seq - last.seq >= policy.everyEntries || at - last.at >= policy.everyMs) {
      const json = JSON.stringify(state);
      snapshotBytes += json.length;
      await sql`insert into room_log_snapshots (room_id, seq, changed_at, state)
        values (${roomId}, ${seq}, ${new Date(at)}, ${json}::jsonb)`.execute(db);
      last = { seq, at };
    }
  }
  await flush();
  await sql`insert into room_states (room_id, version, state, snapshot_seq, snapshot_at)
    values (${roomId}, ${length}, ${JSON.stringify(state)}::jsonb, ${last.seq}, ${new Date(last.at)})`.execute(
    db,
  );
  return { snapshotBytes, stateBytes: JSON.stringify(state).length };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function timeRuns(count: number, length: number, run: (at: Date) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const seq = 1 + Math.floor(Math.random() * length);
    const started = performance.now();
    await run(new Date(t0 + seq * stepMs));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

const databaseUrl = process.env.DATABASE_URL;
const limelight = await createLimelight(
  readConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'limelight-bench-')),
    PGLITE_DIR: 'memory://',
    AUTH_SECRET: 'bench-secret-of-at-least-thirty-two-characters',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: `bench_replay_${Date.now()}` } : {}),
  }),
  pino({ level: 'warn' }),
);
const { roomLog } = limelight;
const rows: string[] = [];
try {
  for (const everyEntries of snapshotEntries) {
    for (const length of lengths) {
      const roomId = `bench-${everyEntries}-${length}`;
      const written = await writeLog(limelight, roomId, length, { ...roomSnapshotPolicy, everyEntries });
      // Check once: a seek equals the whole log's fold.
      const probeAt = new Date(t0 + Math.ceil(length / 2) * stepMs);
      const sought = await roomLog.readStateAt(roomId, probeAt);
      const whole = await roomLog.readEntries(roomId, 0, sought.seq);
      if (JSON.stringify(sought.state) !== JSON.stringify(foldRoom(initialRoomLiveState, whole)))
        throw new Error(`seek and fold differ at ${length}`);
      const seek = await timeRuns(seeks, length, (at) => roomLog.readStateAt(roomId, at));
      const baselineRuns = Math.max(3, Math.min(seeks, Math.floor(200_000 / length)));
      const baseline = await timeRuns(baselineRuns, length, async (at) => {
        const { seq } = await roomLog.readStateAt(roomId, new Date(t0));
        const entries = await roomLog.readEntries(roomId, seq, length);
        return foldRoom(
          initialRoomLiveState,
          entries.filter((entry) => entry.at <= at.getTime()),
        );
      });
      const row = [
        everyEntries,
        length,
        seek.p50.toFixed(1),
        seek.p99.toFixed(1),
        baseline.p50.toFixed(1),
        baseline.p99.toFixed(1),
        (baseline.p50 / seek.p50).toFixed(0),
        Math.round(written.snapshotBytes / 1024),
        written.stateBytes,
      ].join(' | ');
      rows.push(`| ${row} |`);
      console.log(rows.at(-1));
    }
  }
} finally {
  await limelight.close();
}
console.log(`\nbench/replay seek, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${seeks} seeks per length`);
console.log(
  '| N | log entries | seek p50 (ms) | seek p99 (ms) | whole-log fold p50 (ms) | p99 (ms) | ratio p50 | snapshots (KiB) | state (bytes) |',
);
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
