import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppKey, CastCommand, type SocketMessage } from '@limelight/protocol';
import { startTestServer, type TestServer } from './testServer.ts';
import { buildGuest, buildMember } from './factories.ts';
import { TestSocket } from './socketClient.ts';
import { createRoomThroughApi } from './rooms/roomFactories.ts';

// Issue 10 "presence at scale": before, every join and leave was sent to the whole room (N² frames).
const sockets = 1000;
const batch = 100;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const isJoinedCount = (m: SocketMessage) =>
  m.appKey === AppKey.Cast && m.command === CastCommand.EventJoiningPeople;
const countOf = (m: SocketMessage) => (m.payload as { count: number }).count;

describe('a join storm of 1,000 sockets in one room', () => {
  it('costs each socket about one joined-count frame a second, not one per join', async () => {
    const owner = await buildMember(server);
    const room = await createRoomThroughApi(server, owner);
    const guest = await buildGuest(server);
    const tokens = await Promise.all(
      Array.from({ length: sockets }, async () => {
        const { body } = await server.api.post<{ token: string }>(
          '/api/socket/v1/getConnectionToken',
          { eventId: room.id },
          { token: guest.userToken },
        );
        return body.data.token;
      }),
    );

    const startedAt = Date.now();
    const open: TestSocket[] = [];
    for (let i = 0; i < sockets; i += batch) {
      open.push(
        ...(await Promise.all(tokens.slice(i, i + batch).map((t) => TestSocket.open(server.url, t)))),
      );
    }
    // Coalescing must not lose the last count: every socket learns that all 1,000 are there.
    await Promise.all(
      open.map((socket) => socket.waitFor((m) => isJoinedCount(m) && countOf(m) === sockets, 10_000)),
    );
    const elapsedSeconds = (Date.now() - startedAt) / 1000;
    const first = open[0]!;

    // The bound: one leading frame, then at most one a second while the storm lasts, plus the trailing one.
    const bound = Math.ceil(elapsedSeconds) + 2;
    const framesOfFirst = first.received.filter(isJoinedCount).length;
    const framesInAll = open.reduce((sum, socket) => sum + socket.received.filter(isJoinedCount).length, 0);
    process.stdout.write(
      `join storm: ${sockets} sockets in ${elapsedSeconds.toFixed(1)} s; the first socket got ` +
        `${framesOfFirst} joined-count frames (bound ${bound}), all sockets ${framesInAll} ` +
        `(one per join to everyone would be ${(sockets * (sockets + 1)) / 2})\n`,
    );
    expect(framesOfFirst).toBeLessThanOrEqual(bound);
    expect(framesInAll).toBeLessThanOrEqual(sockets * bound);
    for (const socket of open) socket.close();
  }, 120_000);
});
