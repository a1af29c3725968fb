import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import {
  AppKey,
  ChatCommand,
  clientFrameOf,
  CommonCommand,
  ConnectionCommand,
  KickoutCode,
  ResponseCode,
  RoomCommand,
  SocketCloseCode,
} from '@limelight/protocol';
import { createMemoryBus } from '../bus/memoryBus.ts';
import { createMemoryPresence } from '../presence/memoryPresence.ts';
import { TokenSigner, type RoomRole } from '../auth/tokens.ts';
import { TestSocket } from '../../../test/socketClient.ts';
import { RealtimeGateway } from './gateway.ts';
import { SocketRouter } from './socketRouter.ts';
import { createRealtimeDelivery, type RealtimeDelivery } from './delivery.ts';

// The gateway on a bare HTTP server, with handlers on client commands of the contract: sendMessage's work
// takes longer for earlier frames (the content carries its index and delay); waitAccept answers the grant.
const tokens = new TokenSigner(new TextEncoder().encode('gateway-test-secret-of-thirty-two-chars'));
const router = new SocketRouter();
const handled: number[] = [];
router.on(AppKey.Chat, ChatCommand.SendMessage, async (_connection, message) => {
  const { index, delayMs } = JSON.parse(message.payload.content) as { index: number; delayMs: number };
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  handled.push(index);
});
router.on(AppKey.Room, RoomCommand.WaitAccept, (connection) => {
  connection.send({ appKey: AppKey.Room, command: 'youAre', payload: connection.grant });
});

let server: http.Server;
let gateway: RealtimeGateway;
let delivery: RealtimeDelivery;
let url: string;
beforeAll(async () => {
  const log = pino({ level: 'silent' });
  const bus = createMemoryBus(log);
  delivery = createRealtimeDelivery(bus);
  server = http.createServer();
  gateway = new RealtimeGateway({
    tokens,
    accountAuth: async () => ({ tokenVersion: 0, banReason: null, revokedSessionIds: new Set() }),
    isAllowedOrigin: () => true,
    bus,
    presence: createMemoryPresence(),
    router,
    roomLog: { currentSeq: async () => 0, readFrames: async () => [] },
    log,
    frameBudget: { perSecond: 5, burst: 20, throttledBeforeClose: 10 },
  });
  gateway.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => server.close(resolve));
});

async function openSocket(
  roomId: string,
  userId: string,
  roles: readonly RoomRole[] = [],
): Promise<TestSocket> {
  const grant = { userId, kind: 'guest', sessionId: userId, version: 0, scope: 'room', roomId } as const;
  return TestSocket.open(url, await tokens.signConnection({ ...grant, roomKind: 'event', roles }));
}

const frame = (index: number, delayMs: number) =>
  clientFrameOf(AppKey.Chat, ChatCommand.SendMessage, {
    eventId: 'room',
    content: JSON.stringify({ index, delayMs }),
  });

describe('frames of one connection', () => {
  it('are handled one after another, in arrival order, even when earlier ones take longer', async () => {
    handled.length = 0;
    const socket = await openSocket('room-order', 'u-order');
    for (let index = 0; index < 10; index++) socket.send(frame(index, (10 - index) * 5));
    await expect.poll(() => handled.length).toBe(10);
    expect(handled).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    socket.close();
  });
});

describe('a flooding socket', () => {
  it('is throttled ("try again later"), then closed with 4029; the room\'s other sockets stay', async () => {
    const flooder = await openSocket('room-flood', 'u-flooder');
    const neighbour = await openSocket('room-flood', 'u-neighbour');
    for (let index = 0; index < 40; index++) flooder.send(frame(index, 0));
    const throttled = await flooder.waitFor((m) => m.command === CommonCommand.Error);
    expect(throttled.payload).toMatchObject({
      code: ResponseCode.TryAgainLater,
      command: ChatCommand.SendMessage,
    });
    expect((await flooder.closed).code).toBe(SocketCloseCode.Flooding);
    neighbour.send({ appKey: AppKey.Connection, command: ConnectionCommand.Ping });
    await neighbour.waitFor((m) => m.command === ConnectionCommand.Pong);
    neighbour.close();
  });
});

describe("a room socket's grant", () => {
  it('carries the roles signed into its token, so that handlers need no database read', async () => {
    const socket = await openSocket('room-roles', 'u-mod', ['mod', 'star']);
    socket.send(clientFrameOf(AppKey.Room, RoomCommand.WaitAccept, { eventId: 'room-roles', userId: 'u-x' }));
    const answer = await socket.waitFor((m) => m.command === 'youAre');
    expect(answer.payload).toMatchObject({ roomId: 'room-roles', roomKind: 'event', roles: ['star', 'mod'] });
    socket.close();
  });
});

describe('a kick-out from one room (spec 000 §4)', () => {
  it("closes that user's sockets of that room only, after cya_connection kick {code}", async () => {
    const [kicked, elsewhere, neighbour] = await Promise.all([
      openSocket('room-kick', 'u-kicked'),
      openSocket('room-other', 'u-kicked'),
      openSocket('room-kick', 'u-neighbour'),
    ]);
    await delivery.kickFromRoom('room-kick', 'u-kicked', KickoutCode.AdultContent);
    const kick = await kicked.waitFor((m) => m.appKey === AppKey.Connection && m.command === 'kick');
    expect(kick.payload).toMatchObject({ code: KickoutCode.AdultContent });
    expect((await kicked.closed).code).toBe(SocketCloseCode.Kicked);
    for (const open of [elsewhere, neighbour]) {
      open.send({ appKey: AppKey.Connection, command: 'ping' });
      await open.waitFor((m) => m.command === 'pong');
      expect(open.received.some((m) => m.command === 'kick')).toBe(false);
      open.close();
    }
  });
});
