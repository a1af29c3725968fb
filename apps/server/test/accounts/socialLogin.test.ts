import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { ResponseCode, type LoginInfo, type OwnProfile, type TokenAnswer } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, verifyEmail } from '../factories.ts';
import { expectRefused } from '../expectations.ts';

const issuer = 'https://accounts.test.example';
const audience = 'limelight-web';
let server: TestServer;
let providerKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  providerKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = await startTestServer({
    OIDC_PROVIDERS: JSON.stringify({
      google: { issuer, audience: [audience, 'limelight-app'], jwks: { keys: [jwk] } },
    }),
  });
});
afterAll(() => server.close());

interface Claims {
  sub?: string;
  email?: string;
  email_verified?: boolean | string;
  iss?: string;
  aud?: string;
  expiresIn?: string;
  key?: CryptoKey;
}

/** An id token as the provider would sign it. */
function idToken(claims: Claims = {}): Promise<string> {
  const {
    sub = randomUUID(),
    iss = issuer,
    aud = audience,
    expiresIn = '5m',
    key = providerKey,
    ...rest
  } = claims;
  return new SignJWT({ email: `${randomUUID()}@gmail.test`, email_verified: true, ...rest })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject(sub)
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

const socialLogin = async (claims: Claims = {}, provider = 'google') =>
  server.api.post<TokenAnswer>('/api/passport/v1/socialLogin', {
    accessToken: await idToken(claims),
    provider,
    isWeb: true,
  });
const profileOf = (token: string) => server.api.get<OwnProfile>('/api/user/v1/getProfile', { token });

describe('social login with an OpenID Connect id token', () => {
  it('creates a member for a new verified e-mail, without a password', async () => {
    const email = `New.${randomUUID()}@Gmail.test`;
    const { body } = await socialLogin({ email });
    expect(body.code).toBe(ResponseCode.Success);
    expect(body.data.refreshToken).not.toBe('');
    const profile = (await profileOf(body.data.userToken)).body.data;
    expect(profile.email).toBe(email.toLowerCase());
    expect(profile.info).toEqual({
      email: email.toLowerCase(),
      hasPassword: false,
      social: { google: true },
    });
  });

  it('signs the same subject in as the same member every time', async () => {
    const sub = randomUUID();
    const first = await socialLogin({ sub });
    const second = await socialLogin({ sub, email: `changed.${randomUUID()}@gmail.test` });
    expect(second.body.data.userId).toBe(first.body.data.userId);
  });

  it('refuses to sign in to a member holding the address unverified (10037): it may be a squatter', async () => {
    const member = await buildMember(server);
    expectRefused(await socialLogin({ email: member.email }), 'EmailNotVerified');
    await verifyEmail(server, member);
    expect((await socialLogin({ email: member.email })).body.data.userId).toBe(member.userId);
  });

  it('counts the provider-verified address of a new member as verified', async () => {
    const { body } = await socialLogin();
    const profile = await server.api.get<OwnProfile>('/api/user/v1/getProfile', {
      token: body.data.userToken,
    });
    expect(profile.body.data.emailVerified).toBe(true);
  });

  it('finds an existing member by the verified e-mail and links the identity', async () => {
    const member = await verifyEmail(server, await buildMember(server));
    const { body } = await socialLogin({ email: member.email });
    expect(body.data.userId).toBe(member.userId);
    expect((await profileOf(body.data.userToken)).body.data.info.social).toEqual({ google: true });
  });

  it("accepts email_verified as the string 'true', as some providers send it", async () => {
    expect((await socialLogin({ email_verified: 'true' })).body.code).toBe(ResponseCode.Success);
  });

  it('accepts any configured audience (web and app clients)', async () => {
    expect((await socialLogin({ aud: 'limelight-app' })).body.code).toBe(ResponseCode.Success);
  });

  // Claims are built when the test runs: the keys exist only after beforeAll.
  it.each<[string, () => Claims]>([
    ['another issuer', () => ({ iss: 'https://evil.example' })],
    ['another audience', () => ({ aud: 'someone-else' })],
    ['an expired token', () => ({ expiresIn: '-1m' })],
    ['an unverified e-mail', () => ({ email_verified: false })],
    ['a key the provider does not publish', () => ({ key: strangerKey })],
  ])('answers 10035 for %s', async (_name, claims) => {
    expectRefused(await socialLogin(claims()), 'IdentityTokenInvalid');
  });

  it('answers 10035 for a provider that is not configured and for garbage', async () => {
    expectRefused(await socialLogin({}, 'facebook'), 'IdentityTokenInvalid');
    const garbage = await server.api.post('/api/passport/v1/socialLogin', {
      accessToken: 'x.y.z',
      provider: 'google',
    });
    expectRefused(garbage, 'IdentityTokenInvalid');
  });

  it('refuses a banned member with the spec message', async () => {
    const sub = randomUUID();
    const { body } = await socialLogin({ sub });
    await server.limelight.db
      .updateTable('users')
      .set({ bannedAt: new Date() })
      .where('id', '=', body.data.userId)
      .execute();
    await server.limelight.accountAuth.invalidate(body.data.userId);
    expectRefused(
      await socialLogin({ sub }),
      'AccountBanned',
      'Your account has been banned from the product for violating our Terms and Services.',
    );
  });
});

describe('link (spec 000 §7 link type email or token)', () => {
  const link = (body: Record<string, unknown>, token: string) =>
    server.api.post<LoginInfo>('/api/passport/v1/link', body, { token });

  it('type token links a social identity to the caller', async () => {
    const member = await buildMember(server);
    const sub = randomUUID();
    const { body } = await link(
      { type: 'token', provider: 'google', accessToken: await idToken({ sub }) },
      member.userToken,
    );
    expect(body.data).toEqual({ email: member.email, hasPassword: true, social: { google: true } });
    expect((await socialLogin({ sub })).body.data.userId).toBe(member.userId);
  });

  it("type token with the caller's own address, vouched for by the provider, verifies it", async () => {
    const member = await buildMember(server);
    await link(
      { type: 'token', provider: 'google', accessToken: await idToken({ email: member.email }) },
      member.userToken,
    );
    const profile = await server.api.get<OwnProfile>('/api/user/v1/getProfile', { token: member.userToken });
    expect(profile.body.data.emailVerified).toBe(true);
  });

  it('type token answers 10036 for an identity that signs in someone else', async () => {
    const sub = randomUUID();
    await socialLogin({ sub });
    const member = await buildMember(server);
    expectRefused(
      await link(
        { type: 'token', provider: 'google', accessToken: await idToken({ sub }) },
        member.userToken,
      ),
      'IdentityInUse',
    );
  });

  it('type email gives a social-only account a password: e-mail login works afterwards', async () => {
    const social = (await socialLogin()).body.data;
    const email = `linked.${randomUUID()}@example.com`;
    const { body } = await link({ type: 'email', email, password: 'a fine password' }, social.userToken);
    expect(body.data).toMatchObject({ email, hasPassword: true });
    const login = await server.api.post<TokenAnswer>('/api/passport/v1/login', {
      username: email,
      password: 'a fine password',
    });
    expect(login.body.data.userId).toBe(social.userId);
  });

  it('type email changes the address of a password account only with its password', async () => {
    const member = await buildMember(server);
    const email = `moved.${randomUUID()}@example.com`;
    expectRefused(
      await link({ type: 'email', email, password: 'not the password' }, member.userToken),
      'IncorrectPassword',
    );
    const { body } = await link({ type: 'email', email, password: member.password }, member.userToken);
    expect(body.data.email).toBe(email);
  });

  it("type email refuses an address someone holds: 'The username has already been taken'", async () => {
    const [member, other] = await Promise.all([buildMember(server), buildMember(server)]);
    expectRefused(
      await link({ type: 'email', email: other.email, password: member.password }, member.userToken),
      'Conflict',
      'The username has already been taken',
    );
  });
});
