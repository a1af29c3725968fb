import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldRoom, initialRoomLiveState, roomChatDecider } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildOpenRoom } from '../factories.ts';
import { probe } from '../live/logProbe.ts';
import { roomSnapshotPolicy } from '../../src/platform/live/roomLog.repo.ts';

// The room log keeps a snapshot every N entries or M minutes of log (docs/decisions/replays.md), and a
// seek is the nearest snapshot folded with at most N entries: the same state as the whole log's fold.

const t0 = Date.parse('2031-07-01T10:00:00.000Z');
let nowMs = t0;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(nowMs) });
});
afterAll(() => server.close());

const snapshotSeqs = async (roomId: string) =>
  (
    await server.limelight.db
      .selectFrom('roomLogSnapshots')
      .select('seq')
      .where('roomId', '=', roomId)
      .orderBy('seq')
      .execute()
  ).map((row) => row.seq);

async function applyProbes(roomId: string, count: number, stepMs: number): Promise<void> {
  for (let n = 1; n <= count; n++) {
    nowMs = t0 + n * stepMs;
    await server.limelight.roomLog.apply(roomId, null, probe(roomId, n), roomChatDecider);
  }
}

describe('room log snapshots', () => {
  it(`every ${roomSnapshotPolicy.everyEntries} entries; a seek folds at most that many after one`, async () => {
    const { everyEntries } = roomSnapshotPolicy;
    const room = await buildOpenRoom(server);
    const count = 2 * everyEntries + 50;
    await applyProbes(room.id, count, 100);
    expect(await snapshotSeqs(room.id)).toEqual([everyEntries, 2 * everyEntries]);
    const entries = await server.limelight.roomLog.readEntries(room.id, 0, count);
    for (const seq of [1, everyEntries - 1, everyEntries, everyEntries + 1, 2 * everyEntries + 49]) {
      const sought = await server.limelight.roomLog.readStateAt(room.id, new Date(t0 + seq * 100));
      expect(sought).toEqual({ seq, state: foldRoom(initialRoomLiveState, entries.slice(0, seq)) });
    }
    expect(await server.limelight.roomLog.readStateAt(room.id, new Date(t0))).toEqual({
      seq: 0,
      state: initialRoomLiveState,
    });
    // 450 applies, one transaction each: over a minute on a loaded PostgreSQL.
  }, 120_000);

  it(`and once the log is ${roomSnapshotPolicy.everyMs / 60_000} minutes past the last one`, async () => {
    const room = await buildOpenRoom(server);
    await applyProbes(room.id, 4, roomSnapshotPolicy.everyMs / 2 + 1);
    // Entry 1 starts the clock; entries 3 (M after 1) and, M later, none yet at 4.
    expect(await snapshotSeqs(room.id)).toEqual([3]);
  });
});
