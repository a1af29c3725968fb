import { describe, expect, it } from 'vitest';
import {
  AppKey,
  CastCommand,
  ConnectionCommand,
  KickoutCode,
  SocketCloseCode,
  type SocketMessage,
} from '@limelight/protocol';
import { ApiClient } from './apiClient.ts';
import type { TestSocket } from './socketClient.ts';
import { sharedDatabaseUrl, useProcessPair } from './processPair.ts';
import {
  buildGuest,
  buildMember,
  buildOpenRoom,
  createEventThroughApi,
  grantRole,
  openRoomSocket,
  type ApiHost,
} from './factories.ts';

// Scale-out is over Redis; sockets tokens are issued for rooms and events that exist, so the processes
// share them only on PostgreSQL (CI's second pass, DATABASE_URL).
const pair = useProcessPair({ withoutSharedDatabase: true });
const sharesDatabase = Boolean(sharedDatabaseUrl);

/** A guest of `server` in a room, by a socket that process holds. */
async function joinRoom(host: ApiHost, roomId: string): Promise<TestSocket> {
  return openRoomSocket(host, roomId, (await buildGuest(host, roomId)).userToken);
}

const peopleInRoom = (count: number) => (m: SocketMessage) =>
  m.appKey === AppKey.Cast &&
  m.command === CastCommand.EventJoiningPeople &&
  (m.payload as { count: number }).count === count;

describe('two server processes on one Redis', () => {
  it('both processes run on the Redis bus', async () => {
    const { a, b } = pair.get();
    for (const server of [a, b]) {
      const { body } = await new ApiClient(server.url).get<{ bus: string }>('/api/health');
      expect(body.data.bus).toBe('redis');
    }
  });

  it.runIf(sharesDatabase)(
    'delivers a room message caused by a socket on one process to a socket on the other',
    async () => {
      const { a, b } = pair.get();
      const roomId = (await buildOpenRoom(a)).id;
      const onFirst = await joinRoom(a, roomId);
      await onFirst.waitFor(peopleInRoom(1));

      const onSecond = await joinRoom(b, roomId);
      // Published by the second process when its socket joined; delivered by the first to its socket.
      await onFirst.waitFor(peopleInRoom(2));
      await onSecond.waitFor(peopleInRoom(2));

      // And when it leaves, the second process tells the first one's socket.
      const mark = onFirst.received.length;
      onSecond.close();
      await onFirst.waitFor(peopleInRoom(1), 5000, mark);
      onFirst.close();
    },
  );

  it.runIf(sharesDatabase)(
    "a moderator's socket on one process is closed (multiConn, kick code 4) when they open one on the other",
    async () => {
      const { a, b } = pair.get();
      const owner = await buildMember(a);
      const moderator = await buildMember(a);
      const event = await createEventThroughApi(a, owner, { title: 'Two process show' });
      await grantRole(a, owner, event.id, moderator, 'mod');
      const onFirst = await openRoomSocket(a, event.id, moderator.userToken);
      const onSecond = await openRoomSocket(b, event.id, moderator.userToken);
      await onFirst.waitFor((m) => m.appKey === AppKey.Cast && m.command === CastCommand.MultiConn);
      const kick = await onFirst.waitFor(
        (m) => m.appKey === AppKey.Connection && m.command === ConnectionCommand.Kick,
      );
      expect(kick.payload).toEqual({ code: KickoutCode.ConnectionKick });
      expect((await onFirst.closed).code).toBe(SocketCloseCode.Kicked);
      onSecond.send({ appKey: AppKey.Connection, command: ConnectionCommand.Ping });
      await onSecond.waitFor((m) => m.command === ConnectionCommand.Pong);
      expect(onSecond.received.some((m) => m.command === ConnectionCommand.Kick)).toBe(false);
      onSecond.close();
    },
  );

  it('closes sockets with the shutdown code when a process stops gracefully', async () => {
    const { b, second } = pair.get();
    const onSecond = await joinRoom(b, (await buildOpenRoom(b)).id);
    expect(await second.stop()).toBe(0);
    expect((await onSecond.closed).code).toBe(SocketCloseCode.ServerShutdown);
  });
});
