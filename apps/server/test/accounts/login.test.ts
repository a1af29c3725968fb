import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResponseCode,
  type AutoLoginKeyAnswer,
  type OwnProfile,
  type TokenAnswer,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { banAccount, buildMember } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';
import { deriveAutoLoginKey } from '../../src/features/auth/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (body: Record<string, unknown>, on: TestServer = server) =>
  on.api.post<TokenAnswer>('/api/passport/v1/login', body);

describe('login by e-mail (spec 000 §5)', () => {
  it('answers a token pair for the right password, whatever the address case', async () => {
    const member = await buildMember(server);
    const { body } = await login({ username: member.email.toUpperCase(), password: member.password });
    expect(body.code).toBe(ResponseCode.Success);
    expect(body.data).toMatchObject({ userId: member.userId, expiresIn: 3600 });
    const profile = await server.api.get<OwnProfile>('/api/user/v1/getProfile', {
      token: body.data.userToken,
    });
    expect(profile.body.data.userId).toBe(member.userId);
  });

  it("refuses anything but an e-mail: 'Please login with your email address'", async () => {
    expectInvalid(
      await login({ username: 'ann', password: 'whatever1' }),
      'username',
      'Please login with your email address',
    );
  });

  it('refuses empty fields', async () => {
    expectInvalid(await login({ username: '', password: 'whatever1' }), 'username', 'This field is required');
    expectInvalid(await login({ username: 'a@b.co', password: '' }), 'password', 'This field is required');
  });

  it('answers 10031 for a wrong password and for an unknown address alike', async () => {
    const member = await buildMember(server);
    expectRefused(
      await login({ username: member.email, password: 'not the password' }),
      'IncorrectCredentials',
    );
    expectRefused(
      await login({ username: 'nobody@example.com', password: member.password }),
      'IncorrectCredentials',
    );
  });
});

describe('banned accounts (spec 000 §6)', () => {
  const bannedMessage = 'Your account has been banned from the product for violating our Terms and Services.';

  it('refuses their login, refresh and tokens with the spec message', async () => {
    const member = await buildMember(server);
    await banAccount(server, member.userId);
    expectRefused(
      await login({ username: member.email, password: member.password }),
      'AccountBanned',
      bannedMessage,
    );
    expectRefused(
      await server.api.post('/api/passport/v1/refreshToken', { refreshToken: member.refreshToken }),
      'AccountBanned',
      bannedMessage,
    );
    expectRefused(
      await server.api.get('/api/user/v1/getProfile', { token: member.userToken }),
      'AccountBanned',
      bannedMessage,
    );
  });

  it('answers a wrong password with 10031, not the ban (the ban is no oracle)', async () => {
    const member = await buildMember(server);
    await banAccount(server, member.userId);
    expectRefused(
      await login({ username: member.email, password: 'not the password' }),
      'IncorrectCredentials',
    );
  });
});

describe('sign-in rate limit', () => {
  it('answers 3000 past AUTH_RATE_LIMIT_PER_MINUTE sign-ins from one address', async () => {
    const limited = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const attempt = () => login({ username: 'nobody@example.com', password: 'whatever1' }, limited);
      for (let i = 0; i < 3; i += 1)
        expect((await attempt()).body.code).toBe(ResponseCode.IncorrectCredentials);
      const refused = await attempt();
      expectRefused(refused, 'TryAgainLater');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('automatic e-mail login key (spec 000 §2 encoded password)', () => {
  it('publishes the AES-GCM-256 key derived from the auth secret, to anyone', async () => {
    const { body } = await server.api.get<AutoLoginKeyAnswer>('/api/passport/v1/autoLoginKey');
    const testSecret = new TextEncoder().encode('test-secret-of-at-least-thirty-two-characters');
    expect(body.data).toEqual(deriveAutoLoginKey(testSecret));
    expect(Buffer.from(body.data.key, 'base64url')).toHaveLength(32);
  });
});
