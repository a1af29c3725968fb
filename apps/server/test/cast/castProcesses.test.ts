import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CastCommand } from '@limelight/protocol';
import { ApiClient } from '../apiClient.ts';
import { buildMember, buildOpenRoom, openRoomSocket, type ApiHost } from '../factories.ts';
import { startServerProcess, type ServerProcess } from '../processes.ts';
import { castClient, castFrames, expectOk, isCast } from './castHarness.ts';

// Two real server processes sharing one PostgreSQL schema and one Redis: the stage across processes.
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let first: ServerProcess;
let second: ServerProcess;
beforeAll(async () => {
  if (!databaseUrl) return;
  const shared = {
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
    AUTH_SECRET: 'cast-processes-secret-of-thirty-two-chars',
    DATABASE_SCHEMA: `test_${randomBytes(6).toString('hex')}`,
  };
  const start = (name: string) =>
    startServerProcess({ ...shared, DATA_DIR: mkdtempSync(path.join(tmpdir(), `limelight-cast-${name}-`)) });
  // One after the other: the first migrates the shared schema.
  first = await start('a');
  second = await start('b');
}, 180_000);
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

const hostOf = (server: ServerProcess): ApiHost => ({ url: server.url, api: new ApiClient(server.url) });

describe.skipIf(!databaseUrl)('the stage across two server processes (PostgreSQL + Redis)', () => {
  it('a moderator on process A approves and invites; the applicant on process B gets the pushes in order', async () => {
    const a = hostOf(first);
    const b = hostOf(second);
    const owner = await buildMember(a);
    const applicant = await buildMember(b);
    const { id: roomId } = await buildOpenRoom(a, owner);
    const applicantSocket = await openRoomSocket(b, roomId, applicant.userToken);
    const ownerSocket = await openRoomSocket(a, roomId, owner.userToken);
    const onA = castClient(a, roomId);
    const onB = castClient(b, roomId);
    expectOk(await onB.post('v1/apply', applicant));
    expectOk(await onA.on('v1/approve', owner, applicant));
    expectOk(await onA.on('v1/online/invite', owner, applicant));
    expectOk(await onB.post('v1/online/accept', applicant));
    await applicantSocket.waitFor(isCast(CastCommand.OnlineAccept), 10_000);
    const moves = castFrames(applicantSocket).filter((m) => m.seq !== undefined);
    expect(moves.map((m) => [m.command, m.seq])).toEqual([
      [CastCommand.Apply, 1],
      [CastCommand.Approve, 2],
      [CastCommand.OnlineInvite, 3],
      [CastCommand.OnlineAccept, 4],
    ]);
    // The moderator on A hears, from B's changes, who left which list.
    const left = await ownerSocket.waitFor(isCast(CastCommand.ListDelUser, applicant.userId), 10_000);
    expect(left.payload).toMatchObject({ list: 'waiting' });
    expect((await onA.state(applicant)).body.data).toMatchObject({ list: 'online' });
    [applicantSocket, ownerSocket].forEach((socket) => socket.close());
  });
});
