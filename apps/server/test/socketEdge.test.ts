import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  CommonCommand,
  ConnectionCommand,
  maxJsonDepth,
  Messages,
  ResponseCode,
  type SocketMessage,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from './testServer.ts';
import { buildGuest, buildOpenRoom, requestConnectionToken } from './factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A raw `ws` client on a fresh room: sends anything (binary, junk), records frames and the close. */
async function openRawSocket() {
  const room = await buildOpenRoom(server);
  const { userToken } = await buildGuest(server, room.id);
  const { body } = await requestConnectionToken(server, room.id, userToken);
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws/${body.data.token}`);
  const frames: SocketMessage[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(data.toString()) as SocketMessage));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  /** Waits until `count` error frames have arrived (or fails after 5 s). */
  const errors = async (count: number) => {
    await expect
      .poll(() => frames.filter((f) => f.command === CommonCommand.Error).length, { timeout: 5000 })
      .toBe(count);
    return frames.filter((f) => f.command === CommonCommand.Error);
  };
  /** Pings and waits for the pong: the socket is open and still handling frames. */
  const isAlive = async () => {
    const pongs = () => frames.filter((f) => f.command === ConnectionCommand.Pong).length;
    const before = pongs();
    socket.send(JSON.stringify({ appKey: AppKey.Connection, command: ConnectionCommand.Ping }));
    await expect.poll(pongs, { timeout: 5000 }).toBe(before + 1);
    return socket.readyState === WebSocket.OPEN;
  };
  return { socket, errors, isAlive, closed };
}

const refusal = (message: string) => ({
  appKey: AppKey.Connection,
  command: CommonCommand.Error,
  payload: { code: ResponseCode.InvalidRequest, message, command: '' },
});

describe('junk socket frames get an error frame and the socket stays open (issue 26)', () => {
  it('answers text that is not JSON, JSON that is no command object, and binary frames', async () => {
    const client = await openRawSocket();
    client.socket.send('not json');
    client.socket.send('[1, 2, 3]');
    client.socket.send('"a string"');
    client.socket.send(Buffer.from([0xde, 0xad, 0xbe, 0xef]), { binary: true });
    // Binary that happens to hold a command is still binary: the contract's frames are text.
    client.socket.send(Buffer.from(JSON.stringify({ appKey: AppKey.Connection, command: 'ping' })), {
      binary: true,
    });
    const errors = await client.errors(5);
    for (const error of errors) expect(error).toEqual(refusal(Messages.socketFrameNotCommand));
    expect(await client.isAlive()).toBe(true);
    client.socket.close();
  });

  it(`refuses a frame nested past ${maxJsonDepth} levels before parsing it, and stays open`, async () => {
    const client = await openRawSocket();
    const depth = 10_000;
    client.socket.send(
      `{"appKey":"cya_chat","command":"sendMessage","payload":{"content":${'['.repeat(depth)}${']'.repeat(depth)}}}`,
    );
    expect(await client.errors(1)).toEqual([refusal(Messages.jsonTooDeep)]);
    expect(await client.isAlive()).toBe(true);
    client.socket.close();
  });
});

describe('a frame over the size limit gets an error frame before the close (issue 26)', () => {
  it.each([64 * 1024 + 1, 4 * 1024 * 1024])(
    'answers a %i-byte frame, then closes with 1009',
    async (size) => {
      const client = await openRawSocket();
      client.socket.send('x'.repeat(size));
      expect(await client.closed).toBe(1009);
      expect(await client.errors(1)).toEqual([refusal(Messages.socketFrameTooLarge)]);
    },
  );

  it('keeps a frame at the limit', async () => {
    const client = await openRawSocket();
    const frame = JSON.stringify({ appKey: AppKey.Connection, command: 'shout', tag: 'big', padding: '' });
    client.socket.send(frame.replace('"padding":""', `"padding":"${'x'.repeat(64 * 1024 - frame.length)}"`));
    const [error] = await client.errors(1);
    expect(error).toMatchObject({ tag: 'big', payload: { code: ResponseCode.InvalidRequest } });
    expect(await client.isAlive()).toBe(true);
    client.socket.close();
  });
});
