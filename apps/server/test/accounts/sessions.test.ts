import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  ConnectionCommand,
  KickoutCode,
  ResponseCode,
  SocketCloseCode,
  type TokenAnswer,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildGuest, buildMember, buildOpenRoom, openRoomSocket } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';
import { sessionCalls } from './sessionCalls.ts';

let server: TestServer;
/** A room anyone may enter: the room the sockets of these tests open. */
let roomId: string;
/**
 * How far the tokens' clock is ahead (only the tokens': the platform's stays real). The expiry test moves
 * it past a token's life instead of waiting; tokens minted afterwards are minted at the moved time.
 */
let tokensAheadMs = 0;
beforeAll(async () => {
  server = await startTestServer({}, { tokenClock: () => new Date(Date.now() + tokensAheadMs) });
  roomId = (await buildOpenRoom(server)).id;
});
afterAll(() => server.close());

const { refresh, profile, loginAgain } = sessionCalls(() => server);
const passport = (name: string, body: unknown, token: string) =>
  server.api.post<TokenAnswer>(`/api/passport/v1/${name}`, body, { token });

const openSocket = (token: string) => openRoomSocket(server, roomId, token);

describe('token expiry and refresh (spec 000 §4, §8)', () => {
  it('answers 10001 once the access token expired; the refresh token gives a working pair', async () => {
    const member = await buildMember(server);
    const ttlSeconds = member.expiresIn;
    expect((await profile(member.userToken)).body.code).toBe(ResponseCode.Success);
    tokensAheadMs += (ttlSeconds + 1) * 1000;
    expectRefused(await profile(member.userToken), 'TokenExpired');
    const renewed = await refresh(member.refreshToken);
    expect(renewed.body.code).toBe(ResponseCode.Success);
    expect((await profile(renewed.body.data.userToken)).body.code).toBe(ResponseCode.Success);
  });

  it('detects reuse of a rotated refresh token from a login and revokes the family (10024)', async () => {
    const member = await buildMember(server);
    const signedIn = (await loginAgain(member)).body.data;
    const rotated = await refresh(signedIn.refreshToken);
    expect(rotated.body.code).toBe(ResponseCode.Success);
    expectRefused(await refresh(signedIn.refreshToken), 'RefreshTokenRevoked');
    expectRefused(await refresh(rotated.body.data.refreshToken), 'RefreshTokenRevoked');
    // Another session of the same member (its own family) lives on.
    expect((await refresh(member.refreshToken)).body.code).toBe(ResponseCode.Success);
  });
});

describe('logout (spec 000 §4)', () => {
  it("revokes the refresh token (10024 afterwards) and kicks the user's sockets", async () => {
    const member = await buildMember(server);
    const socket = await openSocket(member.userToken);
    const { body } = await passport('logout', { refreshToken: member.refreshToken }, member.userToken);
    expect(body).toEqual({ code: 200, message: 'success', data: null });
    const kick = await socket.waitFor(
      (m) => m.appKey === AppKey.Connection && m.command === ConnectionCommand.Kick,
    );
    expect(kick.payload).toMatchObject({ code: KickoutCode.ConnectionKick });
    expect((await socket.closed).code).toBe(SocketCloseCode.Kicked);
    expectRefused(await refresh(member.refreshToken), 'RefreshTokenRevoked');
  });

  it("leaves another member's refresh token alone", async () => {
    const member = await buildMember(server);
    const other = await buildMember(server);
    await passport('logout', { refreshToken: other.refreshToken }, member.userToken);
    expect((await refresh(other.refreshToken)).body.code).toBe(ResponseCode.Success);
  });

  it('takes no body (the web client sends none) and works for guests', async () => {
    const guest = await buildGuest(server);
    const socket = await openSocket(guest.userToken);
    expect((await passport('logout', undefined, guest.userToken)).body.code).toBe(ResponseCode.Success);
    await socket.waitFor((m) => m.command === ConnectionCommand.Kick);
  });

  it('everywhere: every access token answers 10055 and every refresh token 10024', async () => {
    const member = await buildMember(server);
    const otherDevice = (await loginAgain(member)).body.data;
    await passport('logout', { everywhere: true }, member.userToken);
    expectRefused(await profile(otherDevice.userToken), 'InvalidTokenVersion');
    expectRefused(await refresh(otherDevice.refreshToken), 'RefreshTokenRevoked');
    expectRefused(await refresh(member.refreshToken), 'RefreshTokenRevoked');
    expect((await loginAgain(member)).body.code).toBe(ResponseCode.Success);
  });
});

describe('changePassword (spec 000 §7)', () => {
  it('ends the old tokens (10055, 10024) and answers a fresh working pair', async () => {
    const member = await buildMember(server);
    const newPassword = 'a new long password';
    const changed = await passport(
      'changePassword',
      { oldPassword: member.password, newPassword },
      member.userToken,
    );
    expect(changed.body.code).toBe(ResponseCode.Success);
    expectRefused(await profile(member.userToken), 'InvalidTokenVersion');
    expectRefused(await refresh(member.refreshToken), 'RefreshTokenRevoked');
    expect((await profile(changed.body.data.userToken)).body.code).toBe(ResponseCode.Success);
    expectRefused(await loginAgain(member), 'IncorrectCredentials');
    expect((await loginAgain(member, newPassword)).body.code).toBe(ResponseCode.Success);
  });

  it('refuses a wrong old password (10032) and a short new one', async () => {
    const member = await buildMember(server);
    expectRefused(
      await passport(
        'changePassword',
        { oldPassword: 'wrong password', newPassword: 'long enough' },
        member.userToken,
      ),
      'IncorrectPassword',
    );
    expectInvalid(
      await passport(
        'changePassword',
        { oldPassword: member.password, newPassword: 'short' },
        member.userToken,
      ),
      'newPassword',
      'Please enter a password (8char min length)',
    );
  });
});

describe('delete account', () => {
  it('needs the password of a password account', async () => {
    const member = await buildMember(server);
    expectRefused(await passport('delete', {}, member.userToken), 'IncorrectPassword');
    expectRefused(
      await passport('delete', { password: 'not the password' }, member.userToken),
      'IncorrectPassword',
    );
    expect((await profile(member.userToken)).body.code).toBe(ResponseCode.Success);
  });

  it('deletes the account: its tokens answer 10027 and 10023, its sockets close, its e-mail is free', async () => {
    const member = await buildMember(server);
    const socket = await openSocket(member.userToken);
    const { body } = await passport('delete', { password: member.password }, member.userToken);
    expect(body).toEqual({ code: 200, message: 'success', data: null });
    expectRefused(await profile(member.userToken), 'AccountUnavailable');
    expectRefused(await refresh(member.refreshToken), 'RefreshTokenFailed');
    await socket.waitFor((m) => m.command === ConnectionCommand.Kick);
    expectRefused(await loginAgain(member), 'IncorrectCredentials');
    expect((await buildMember(server, member.email)).userId).not.toBe(member.userId);
  });

  it('is for members only', async () => {
    const guest = await buildGuest(server);
    expectRefused(await passport('delete', {}, guest.userToken), 'LoginRequired');
  });
});
