// @vitest-environment jsdom
import {
  ChatCommand,
  ConnectionCommand,
  FriendCommand,
  ResponseCode,
  type SocketMessage,
} from '@limelight/protocol';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { FakeWebSocket } from './fakeWebSocket.ts';
import { RealtimeSocket } from './realtimeSocket.ts';
import { SocketConnectionState } from './socketConnectionState.ts';
import {
  RealtimeSocketError,
  SocketCloseReason,
  SocketErrorReason,
  type SocketCloseEvent,
} from './socketEvents.ts';
import { castSocketPolicy, friendSocketPolicy, type SocketPolicy } from './socketPolicy.ts';
import { SocketTokenError } from './socketTokens.ts';

const pong = { appKey: 'cya_connection', command: ConnectionCommand.Pong };
const chatMessage = { appKey: 'cya_chat', command: ChatCommand.SendMessage, payload: { content: 'hi' } };

function setUp(policy: SocketPolicy = castSocketPolicy) {
  let tokensIssued = 0;
  const getToken = vi.fn(async () => {
    tokensIssued += 1;
    return `token-${tokensIssued}`;
  });
  const log = { warn: vi.fn(), error: vi.fn() };
  const socket = new RealtimeSocket({
    getToken,
    WebSocket: FakeWebSocket,
    policy,
    urlForToken: (token) => `ws://limelight.test/ws/${token}`,
    log,
  });
  const closes: SocketCloseEvent[] = [];
  const errors: RealtimeSocketError[] = [];
  socket.onClientEvent('close', (event) => closes.push(event));
  socket.onClientEvent('error', (error) => errors.push(error));
  return { socket, getToken, log, closes, errors };
}

/** Lets the token promise settle so that the next socket is constructed. */
const settleToken = () => vi.advanceTimersByTimeAsync(0);

async function connectOpen(socket: RealtimeSocket): Promise<FakeWebSocket> {
  socket.connect();
  await settleToken();
  const ws = FakeWebSocket.latest();
  ws.serverOpens();
  return ws;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('spec 001 §4: it connects with a token from the server and marks itself connected', () => {
  it('opens /ws/<token> and moves idle → connecting → open', async () => {
    const { socket, getToken } = setUp();
    expect(socket.state).toBe(SocketConnectionState.Idle);

    socket.connect();
    expect(socket.state).toBe(SocketConnectionState.Connecting);
    await settleToken();
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.latest().url).toBe('ws://limelight.test/ws/token-1');

    FakeWebSocket.latest().serverOpens();
    expect(socket.state).toBe(SocketConnectionState.Open);
  });

  it('refuses a second connect', async () => {
    const { socket } = setUp();
    await connectOpen(socket);
    expect(() => socket.connect()).toThrow('RealtimeSocket cannot move from open to connecting');
  });

  it('sends messages only while open', async () => {
    const { socket } = setUp();
    const message: SocketMessage = {
      appKey: 'cya_chat',
      command: ChatCommand.SendMessage,
      payload: { content: 'hi' },
    };
    expect(socket.send(message)).toBe(false);

    const ws = await connectOpen(socket);

    expect(socket.send(message)).toBe(true);
    expect(ws.sent).toEqual([message]);
  });
});

describe('its owner follows the state (the live session status)', () => {
  it('tells onStateChange of every move, and survives a failing listener', async () => {
    const states: SocketConnectionState[] = [];
    const log = { warn: vi.fn(), error: vi.fn() };
    const socket = new RealtimeSocket({
      getToken: async () => 'token',
      WebSocket: FakeWebSocket,
      policy: castSocketPolicy,
      urlForToken: (token) => `ws://limelight.test/ws/${token}`,
      log,
      onStateChange: (state) => {
        states.push(state);
        if (state === SocketConnectionState.Reconnecting) throw new Error('listener bug');
      },
    });
    const ws = await connectOpen(socket);

    ws.serverCloses();
    await vi.advanceTimersByTimeAsync(3_000);
    FakeWebSocket.latest().serverOpens();
    socket.close();

    expect(states).toEqual([
      SocketConnectionState.Connecting,
      SocketConnectionState.Open,
      SocketConnectionState.Reconnecting,
      SocketConnectionState.Open,
      SocketConnectionState.Closed,
    ]);
    expect(log.error).toHaveBeenCalledWith('socket state listener failed', new Error('listener bug'));
  });
});

describe('spec 001 §4: the stage socket pings every 2 seconds', () => {
  it('sends {appKey: cya_connection, command: ping} at 2 s, 4 s, 6 s', async () => {
    const { socket } = setUp();
    const ws = await connectOpen(socket);

    await vi.advanceTimersByTimeAsync(1999);
    expect(ws.pingCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ws.sent).toEqual([{ appKey: 'cya_connection', command: ConnectionCommand.Ping }]);
    ws.serverSends(pong);
    await vi.advanceTimersByTimeAsync(4000);
    expect(ws.pingCount()).toBe(3);
  });
});

describe('spec 001 §4: it waits 2 s for any message; after more than 2 missed replies it drops', () => {
  it('disconnects at the third missed reply and closes with "dropped", without reconnecting', async () => {
    const { socket, closes, getToken } = setUp();
    const ws = await connectOpen(socket);

    // Pings at 2 s, 4 s and 6 s go unanswered; their 2 s waits end at 4 s, 6 s and 8 s.
    await vi.advanceTimersByTimeAsync(7999);
    expect(socket.state).toBe(SocketConnectionState.Open);
    expect(closes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);

    expect(socket.state).toBe(SocketConnectionState.Dropped);
    expect(closes).toEqual([{ reason: SocketCloseReason.Dropped }]);
    expect(ws.closedByClient).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ws.pingCount()).toBe(4);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(getToken).toHaveBeenCalledTimes(1);
  });

  it('counts any message as a reply and starts counting misses again after it', async () => {
    const { socket } = setUp();
    const ws = await connectOpen(socket);

    await vi.advanceTimersByTimeAsync(6500);
    ws.serverSends(chatMessage);
    // The message answered the pings of 2 s, 4 s and 6 s; the pings of 8 s, 10 s and 12 s miss at 10, 12, 14 s.
    await vi.advanceTimersByTimeAsync(13_999 - 6500);
    expect(socket.state).toBe(SocketConnectionState.Open);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.state).toBe(SocketConnectionState.Dropped);
  });

  it('stays open while the server answers', async () => {
    const { socket } = setUp();
    const ws = await connectOpen(socket);

    for (let second = 0; second < 60; second += 2) {
      await vi.advanceTimersByTimeAsync(2000);
      ws.serverSends(pong);
    }
    expect(socket.state).toBe(SocketConnectionState.Open);
  });
});

describe('spec 001 §4, §9: the room/cast socket reconnects up to 3 tries, 3 s apart', () => {
  it('fetches a new token for each try and drops after the third failed try', async () => {
    const { socket, getToken, closes } = setUp();
    const first = await connectOpen(socket);

    first.serverCloses();
    expect(socket.state).toBe(SocketConnectionState.Reconnecting);
    for (let tryNumber = 1; tryNumber <= 3; tryNumber += 1) {
      await vi.advanceTimersByTimeAsync(2999);
      expect(FakeWebSocket.instances).toHaveLength(tryNumber);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeWebSocket.latest().url).toBe(`ws://limelight.test/ws/token-${tryNumber + 1}`);
      FakeWebSocket.latest().serverCloses();
    }

    expect(getToken).toHaveBeenCalledTimes(4);
    expect(socket.state).toBe(SocketConnectionState.Dropped);
    expect(closes).toEqual([{ reason: SocketCloseReason.Dropped }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('gives a connection that answered the full 3 tries again', async () => {
    const { socket } = setUp();
    const first = await connectOpen(socket);
    first.serverCloses();
    await vi.advanceTimersByTimeAsync(3000);
    FakeWebSocket.latest().serverCloses();
    await vi.advanceTimersByTimeAsync(3000);
    const reconnected = FakeWebSocket.latest();
    reconnected.serverOpens();
    expect(socket.state).toBe(SocketConnectionState.Open);
    reconnected.serverSends(pong);

    reconnected.serverCloses();
    for (let tryNumber = 1; tryNumber <= 2; tryNumber += 1) {
      await vi.advanceTimersByTimeAsync(3000);
      FakeWebSocket.latest().serverCloses();
    }
    expect(socket.state).toBe(SocketConnectionState.Reconnecting);
  });

  it('counts a failed token fetch as a try and reports it as an error', async () => {
    const { socket, getToken, errors } = setUp();
    const first = await connectOpen(socket);
    const refused = new Error('no token');
    getToken.mockRejectedValueOnce(refused);

    first.serverCloses();
    await vi.advanceTimersByTimeAsync(3000);

    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ reason: SocketErrorReason.Token, cause: refused });
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(FakeWebSocket.latest().url).toBe('ws://limelight.test/ws/token-2');
  });

  it('gives up at once when the token is refused (no ticket, private room …), with the code', async () => {
    const { socket, getToken, closes } = setUp();
    getToken.mockRejectedValueOnce(new SocketTokenError(ResponseCode.Forbidden));
    socket.connect();
    await settleToken();

    expect(socket.state).toBe(SocketConnectionState.Closed);
    expect(closes).toEqual([{ reason: SocketCloseReason.Refused, code: ResponseCode.Forbidden }]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('tries again when the token could not be issued for now (rate limit, server error)', async () => {
    const { socket, getToken } = setUp();
    getToken.mockRejectedValueOnce(new SocketTokenError(ResponseCode.TryAgainLater));
    socket.connect();
    await settleToken();

    expect(socket.state).toBe(SocketConnectionState.Reconnecting);
    await vi.advanceTimersByTimeAsync(3000);
    expect(FakeWebSocket.latest().url).toBe('ws://limelight.test/ws/token-1');
  });

  it('retries a first connection that never opened', async () => {
    const { socket } = setUp();
    socket.connect();
    await settleToken();
    FakeWebSocket.latest().serverCloses();

    expect(socket.state).toBe(SocketConnectionState.Reconnecting);
    await vi.advanceTimersByTimeAsync(3000);
    FakeWebSocket.latest().serverOpens();
    expect(socket.state).toBe(SocketConnectionState.Open);
  });
});

describe('spec 000 §9: the friend socket pings every 2 s, waits 500 ms for a pong, reconnects after more than 2 misses', () => {
  it('stays on one connection while each pong comes within 500 ms', async () => {
    const { socket } = setUp(friendSocketPolicy);
    const ws = await connectOpen(socket);

    await vi.advanceTimersByTimeAsync(2000);
    for (let ping = 1; ping <= 15; ping += 1) {
      await vi.advanceTimersByTimeAsync(499);
      ws.serverSends(pong);
      await vi.advanceTimersByTimeAsync(1501);
    }

    expect(ws.pingCount()).toBe(16);
    expect(socket.state).toBe(SocketConnectionState.Open);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('reconnects with a new token at the third missed pong, 500 ms after the third ping', async () => {
    const { socket, closes } = setUp(friendSocketPolicy);
    const ws = await connectOpen(socket);

    await vi.advanceTimersByTimeAsync(6499);
    expect(socket.state).toBe(SocketConnectionState.Open);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.state).toBe(SocketConnectionState.Reconnecting);
    expect(ws.closedByClient).toBe(true);
    expect(closes).toEqual([]);

    await vi.advanceTimersByTimeAsync(3000);
    expect(FakeWebSocket.latest().url).toBe('ws://limelight.test/ws/token-2');
    FakeWebSocket.latest().serverOpens();
    expect(socket.state).toBe(SocketConnectionState.Open);
  });

  it('counts only pongs as replies', async () => {
    const { socket } = setUp(friendSocketPolicy);
    const ws = await connectOpen(socket);

    for (let tick = 0; tick < 13; tick += 1) {
      await vi.advanceTimersByTimeAsync(500);
      ws.serverSends({ appKey: 'cya_friend', command: FriendCommand.FriendChat, payload: {} });
    }

    expect(socket.state).toBe(SocketConnectionState.Reconnecting);
  });

  it('gives up after 10 reconnects and closes with "gaveUp"', async () => {
    const { socket, getToken, closes } = setUp(friendSocketPolicy);
    const first = await connectOpen(socket);

    first.serverCloses();
    for (let tryNumber = 1; tryNumber <= 10; tryNumber += 1) {
      await vi.advanceTimersByTimeAsync(3000);
      expect(socket.state).toBe(SocketConnectionState.Reconnecting);
      FakeWebSocket.latest().serverCloses();
    }

    expect(getToken).toHaveBeenCalledTimes(11);
    expect(socket.state).toBe(SocketConnectionState.Dropped);
    expect(closes).toEqual([{ reason: SocketCloseReason.GaveUp }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(11);
  });
});

describe('spec 001 §4: messages are routed by appKey and command to registered handlers', () => {
  it('delivers to exact and wildcard handlers, and never the heartbeat pong', async () => {
    const { socket } = setUp();
    const received: string[] = [];
    socket.on('cya_chat', ChatCommand.SendMessage, () => received.push('cya_chat/sendMessage'));
    socket.on('cya_chat', '*', () => received.push('cya_chat/*'));
    socket.on('*', ChatCommand.SendMessage, () => received.push('*/sendMessage'));
    socket.on('*', '*', (message) => received.push(`*/* ${message.appKey}/${message.command}`));
    socket.on('cya_sync', '*', () => received.push('cya_sync/*'));
    const ws = await connectOpen(socket);

    ws.serverSends(chatMessage);
    ws.serverSends(pong);

    expect(received).toEqual([
      'cya_chat/sendMessage',
      'cya_chat/*',
      '*/sendMessage',
      '*/* cya_chat/sendMessage',
    ]);
  });

  it('passes the parsed message and stops after unsubscribe', async () => {
    const { socket } = setUp();
    const handler = vi.fn();
    const unsubscribe = socket.on('cya_chat', ChatCommand.SendMessage, handler);
    const ws = await connectOpen(socket);

    ws.serverSends(chatMessage);
    unsubscribe();
    ws.serverSends(chatMessage);

    expect(handler).toHaveBeenCalledExactlyOnceWith(chatMessage);
  });
});

describe('invalid frames are ignored and logged', () => {
  it.each([
    ['not JSON', 'hello'],
    ['an unknown appKey', JSON.stringify({ appKey: 'cya_unknown', command: 'x' })],
    ['no command', JSON.stringify({ appKey: 'cya_chat' })],
  ])('drops %s', async (_case, frame) => {
    const { socket, log } = setUp();
    const handler = vi.fn();
    socket.on('*', '*', handler);
    const ws = await connectOpen(socket);

    ws.serverSends(frame);

    expect(handler).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledExactlyOnceWith('ignored an invalid socket frame', frame);
    expect(socket.state).toBe(SocketConnectionState.Open);
  });
});

describe('spec 000 §4 kick-out: a kick closes the socket for good', () => {
  it('delivers the kick to its handlers, then closes with "kicked" and does not reconnect', async () => {
    const { socket, closes } = setUp();
    const kickCodes: unknown[] = [];
    socket.on('cya_connection', ConnectionCommand.Kick, (message) => kickCodes.push(message.payload));
    const ws = await connectOpen(socket);

    ws.serverSends({ appKey: 'cya_connection', command: ConnectionCommand.Kick, payload: { code: 4 } });

    expect(kickCodes).toEqual([{ code: 4 }]);
    expect(socket.state).toBe(SocketConnectionState.Closed);
    expect(closes).toEqual([{ reason: SocketCloseReason.Kicked }]);
    expect(ws.closedByClient).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('treats the server close code 4004 as a kick', async () => {
    const { socket, closes } = setUp();
    const ws = await connectOpen(socket);

    ws.serverCloses(4004);

    expect(socket.state).toBe(SocketConnectionState.Closed);
    expect(closes).toEqual([{ reason: SocketCloseReason.Kicked }]);
  });

  it('lets a kick handler close the socket itself', async () => {
    const { socket, closes } = setUp();
    socket.on('cya_connection', ConnectionCommand.Kick, () => socket.close());
    const ws = await connectOpen(socket);

    ws.serverSends({ appKey: 'cya_connection', command: ConnectionCommand.Kick, payload: { code: 1 } });

    expect(closes).toEqual([{ reason: SocketCloseReason.ClosedByClient }]);
  });
});

describe('spec 001 §4: only the client events onerror and onclose can be registered', () => {
  it('reports transport errors to error listeners', async () => {
    const { socket, errors } = setUp();
    const ws = await connectOpen(socket);

    ws.serverErrors();

    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(RealtimeSocketError);
    expect(errors[0]?.reason).toBe(SocketErrorReason.Transport);
  });

  it('reports close() to close listeners once and stops pinging', async () => {
    const { socket, closes } = setUp();
    const ws = await connectOpen(socket);

    socket.close();
    socket.close();
    await vi.advanceTimersByTimeAsync(10_000);

    expect(socket.state).toBe(SocketConnectionState.Closed);
    expect(closes).toEqual([{ reason: SocketCloseReason.ClosedByClient }]);
    expect(ws.closedByClient).toBe(true);
    expect(ws.pingCount()).toBe(0);
  });

  it('opens nothing when closed while the token is on its way', async () => {
    const { socket } = setUp();
    socket.connect();
    socket.close();
    await settleToken();

    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('stops calling a listener after its unsubscribe and survives a failing one', async () => {
    const { socket, log } = setUp();
    const listener = vi.fn();
    socket.onClientEvent('close', () => {
      throw new Error('listener bug');
    });
    socket.onClientEvent('close', listener)();
    await connectOpen(socket);

    socket.close();

    expect(listener).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledWith('socket close listener failed', new Error('listener bug'));
    expect(socket.state).toBe(SocketConnectionState.Closed);
  });

  it('offers no other client event', () => {
    const { socket } = setUp();
    expectTypeOf(socket.onClientEvent).parameter(0).toEqualTypeOf<'error' | 'close'>();
  });
});
