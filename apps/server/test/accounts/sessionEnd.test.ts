import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionCommand, KickoutCode, ResponseCode, SocketCloseCode } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  buildGuest,
  buildMember,
  buildOpenRoom,
  requestConnectionToken,
  type TestMember,
} from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { TestSocket } from '../socketClient.ts';
import { sessionCalls } from './sessionCalls.ts';

// Issue 9 §3: logout ends the session it is called with, at once, on every process.
let server: TestServer;
/** A room anyone may enter: the room the sockets of these tests open. */
let roomId: string;
beforeAll(async () => {
  server = await startTestServer();
  roomId = (await buildOpenRoom(server)).id;
});
afterAll(() => server.close());

const calls = sessionCalls(() => server);
const { refresh, profile, logout } = calls;
const loginAgain = async (member: TestMember) => (await calls.loginAgain(member)).body.data;

async function connectionToken(userToken: string, on: TestServer = server): Promise<string> {
  return (await requestConnectionToken(on, roomId, userToken)).body.data.token;
}

describe('logout ends the session it is called with', () => {
  it('with its refresh token: the access token answers 10055 at once, though it was just accepted', async () => {
    const member = await buildMember(server);
    expect((await profile(member.userToken)).body.code).toBe(ResponseCode.Success); // cached as valid
    await logout(member.userToken, { refreshToken: member.refreshToken });
    expectRefused(await profile(member.userToken), 'InvalidTokenVersion');
    expectRefused(await refresh(member.refreshToken), 'RefreshTokenRevoked');
  });

  it('without a body: the access token and the refresh token of that session end', async () => {
    const member = await buildMember(server);
    await profile(member.userToken);
    expect((await logout(member.userToken)).body.code).toBe(ResponseCode.Success);
    expectRefused(await profile(member.userToken), 'InvalidTokenVersion');
    expectRefused(await refresh(member.refreshToken), 'RefreshTokenRevoked');
  });

  it('ends every access token the session minted, the ones from before a refresh too', async () => {
    const member = await buildMember(server);
    const renewed = (await refresh(member.refreshToken)).body.data;
    await logout(renewed.userToken);
    expectRefused(await profile(member.userToken), 'InvalidTokenVersion');
    expectRefused(await profile(renewed.userToken), 'InvalidTokenVersion');
    expectRefused(await refresh(renewed.refreshToken), 'RefreshTokenRevoked');
  });

  it("leaves the member's other sessions signed in, their sockets open", async () => {
    const member = await buildMember(server);
    const laptop = await loginAgain(member);
    const phoneSocket = await TestSocket.open(server.url, await connectionToken(member.userToken));
    const laptopSocket = await TestSocket.open(server.url, await connectionToken(laptop.userToken));
    await logout(member.userToken);
    const kick = await phoneSocket.waitFor((m) => m.command === ConnectionCommand.Kick);
    expect(kick.payload).toMatchObject({ code: KickoutCode.ConnectionKick });
    expect((await phoneSocket.closed).code).toBe(SocketCloseCode.Kicked);
    expect((await profile(laptop.userToken)).body.code).toBe(ResponseCode.Success);
    expect((await refresh(laptop.refreshToken)).body.code).toBe(ResponseCode.Success);
    expect(laptopSocket.received.some((m) => m.command === ConnectionCommand.Kick)).toBe(false);
    laptopSocket.close();
  });

  it("ends a guest's session", async () => {
    const guest = await buildGuest(server);
    await profile(guest.userToken);
    await logout(guest.userToken);
    expectRefused(await profile(guest.userToken), 'InvalidTokenVersion');
  });

  it('ends the session whose rotated refresh token is replayed, its access tokens included', async () => {
    const member = await buildMember(server);
    const renewed = (await refresh(member.refreshToken)).body.data;
    expectRefused(await refresh(member.refreshToken), 'RefreshTokenRevoked');
    expectRefused(await profile(renewed.userToken), 'InvalidTokenVersion');
  });
});

describe('socket tokens minted before the session ended open nothing (issue 9 §6)', () => {
  it('after logout of that session', async () => {
    const member = await buildMember(server);
    const token = await connectionToken(member.userToken);
    await logout(member.userToken);
    await expect(TestSocket.open(server.url, token)).rejects.toThrow('upgrade refused: 401');
  });

  it('after "log out everywhere", from any session', async () => {
    const member = await buildMember(server);
    const laptop = await loginAgain(member);
    const token = await connectionToken(laptop.userToken);
    await logout(member.userToken, { everywhere: true });
    await expect(TestSocket.open(server.url, token)).rejects.toThrow('upgrade refused: 401');
  });
});

// Two processes share a database only on PostgreSQL: CI's second pass (DATABASE_URL and REDIS_URL) runs this.
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('on two server processes', () => {
  it('a logout on one process is refused on the other as soon as the bus tells it, though it had the token cached', async () => {
    const shared = {
      DATABASE_SCHEMA: `test_${randomBytes(6).toString('hex')}`,
      REDIS_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
    };
    const first = await startTestServer(shared);
    const second = await startTestServer(shared);
    try {
      const member = await buildMember(first);
      expect((await profile(member.userToken, second)).body.code).toBe(ResponseCode.Success);
      await logout(member.userToken, undefined, first);
      await expect
        .poll(async () => (await profile(member.userToken, second)).body.code, { timeout: 2000 })
        .toBe(ResponseCode.InvalidTokenVersion);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
