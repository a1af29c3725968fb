import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { ResponseCode, type TokenAnswer } from '@limelight/protocol';
import { startTestServer, type TestServer } from './testServer.ts';
import { buildGuest, buildMember, buildOpenRoom } from './factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const friendToken = (token: string) =>
  server.api.get<{ token: string }>('/api/socket2/v1/friendConnToken', { token });

describe('guests (spec 000 §7 createGuest)', () => {
  it('answers userToken and uuid, and the token works as a bearer', async () => {
    const room = await buildOpenRoom(server);
    const guest = await buildGuest(server, room.id);
    expect(guest.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const { body } = await server.api.post(
      '/api/socket/v1/getConnectionToken',
      { eventId: room.id },
      { token: guest.userToken },
    );
    expect(body.code).toBe(ResponseCode.Success);
  });

  it('refuses member-only calls to a guest with 10002', async () => {
    const guest = await buildGuest(server);
    const { body } = await friendToken(guest.userToken);
    expect(body.code).toBe(ResponseCode.LoginRequired);
  });
});

describe('access tokens', () => {
  it('answers 10001 for an expired token', async () => {
    const member = await buildMember(server);
    const expired = await new SignJWT({ kind: 'member', ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'access' })
      .setSubject(member.userId)
      .setIssuer('limelight')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode('test-secret-of-at-least-thirty-two-characters'));
    const { status, body } = await friendToken(expired);
    expect(status).toBe(401);
    expect(body.code).toBe(ResponseCode.TokenExpired);
  });

  it('answers 10055 once the account token version moved on', async () => {
    const member = await buildMember(server);
    expect((await friendToken(member.userToken)).body.code).toBe(ResponseCode.Success);
    await server.limelight.db
      .updateTable('users')
      .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
      .where('id', '=', member.userId)
      .execute();
    await server.limelight.accountAuth.invalidate(member.userId);
    expect((await friendToken(member.userToken)).body.code).toBe(ResponseCode.InvalidTokenVersion);
  });

  it('refuses a banned account with the spec message', async () => {
    const member = await buildMember(server);
    expect((await friendToken(member.userToken)).body.code).toBe(ResponseCode.Success);
    await server.limelight.db
      .updateTable('users')
      .set({ bannedAt: new Date() })
      .where('id', '=', member.userId)
      .execute();
    await server.limelight.accountAuth.invalidate(member.userId);
    const { status, body } = await friendToken(member.userToken);
    expect(status).toBe(403);
    expect(body.message).toBe(
      'Your account has been banned from the product for violating our Terms and Services.',
    );
  });

  it('answers 10027 for a deleted account', async () => {
    const member = await buildMember(server);
    await server.limelight.db.deleteFrom('users').where('id', '=', member.userId).execute();
    await server.limelight.accountAuth.invalidate(member.userId);
    expect((await friendToken(member.userToken)).body.code).toBe(ResponseCode.AccountUnavailable);
  });
});

describe('refresh token rotation', () => {
  const refresh = (refreshToken: string | undefined) =>
    server.api.post<TokenAnswer>(
      '/api/passport/v1/refreshToken',
      refreshToken === undefined ? {} : { refreshToken },
    );

  it('rotates: a new pair whose access token works', async () => {
    const member = await buildMember(server);
    const { body } = await refresh(member.refreshToken);
    expect(body.code).toBe(ResponseCode.Success);
    expect(body.data.refreshToken).not.toBe(member.refreshToken);
    expect(body.data.expiresIn).toBe(3600);
    expect((await friendToken(body.data.userToken)).body.code).toBe(ResponseCode.Success);
  });

  it('answers 10022 without a refresh token and 10023 for an unknown one', async () => {
    expect((await refresh(undefined)).body.code).toBe(ResponseCode.RefreshTokenRequired);
    expect((await refresh('not-a-token')).body.code).toBe(ResponseCode.RefreshTokenFailed);
  });

  it('revokes the whole family when an old refresh token is reused', async () => {
    const member = await buildMember(server);
    const first = await refresh(member.refreshToken);
    const reuse = await refresh(member.refreshToken);
    expect(reuse.body.code).toBe(ResponseCode.RefreshTokenRevoked);
    // The thief's reuse also kills the legitimate holder's newer token.
    expect((await refresh(first.body.data.refreshToken)).body.code).toBe(ResponseCode.RefreshTokenRevoked);
  });

  it('answers 10023 for an expired refresh token', async () => {
    const member = await buildMember(server);
    await server.limelight.db
      .updateTable('refreshTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', member.userId)
      .execute();
    expect((await refresh(member.refreshToken)).body.code).toBe(ResponseCode.RefreshTokenFailed);
  });

  it('rotates exactly once when the same token is presented twice at the same time', async () => {
    const member = await buildMember(server);
    const answers = await Promise.all([refresh(member.refreshToken), refresh(member.refreshToken)]);
    expect(answers.map((a) => a.body.code).sort((a, b) => a - b)).toEqual([
      ResponseCode.Success,
      ResponseCode.RefreshTokenRevoked,
    ]);
  });
});
