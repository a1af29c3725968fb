import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResponseCode,
  type CreateAccountAnswer,
  type EventView,
  type OwnProfile,
  type TokenAnswer,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  createEventThroughApi,
  buildMember,
  grantRole,
  readVerificationMails,
  type TestMember,
} from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';

let server: TestServer;
let host: TestMember;
let event: EventView;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://limelight.example' });
  host = await buildMember(server);
  event = await createEventThroughApi(server, host);
});
afterAll(() => server.close());

const newUsername = () => `guest_star_${randomUUID().slice(0, 8)}`;
const createAccount = (body: Record<string, unknown>, member = host) =>
  server.api.post<CreateAccountAnswer>(
    '/api/user/v1/createAccount',
    { eventId: event.id, ...body },
    { token: member.userToken },
  );
const loginByToken = (token: string) =>
  server.api.post<TokenAnswer>('/api/passport/v1/loginByToken', { token });
const claim = (body: Record<string, unknown>, token: string) =>
  server.api.post<TokenAnswer>('/api/user/v1/claimAccount', body, { token });
const claimBody = () => ({
  email: `${randomUUID()}@example.com`,
  password: 'owner password',
  dob: '1988-08-08',
});

describe('createAccount (spec 000 §7)', () => {
  it('creates a member with the username and avatar, and answers its login link', async () => {
    const username = newUsername();
    const { body } = await createAccount({ username, avatar: 'https://cdn.example.com/star.png' });
    expect(body.code).toBe(ResponseCode.Success);
    const url = new URL(body.data.loginUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://limelight.example/claimAccount');
    expect(url.searchParams.get('token')).toBe(body.data.loginToken);
    expect(url.searchParams.get('eventId')).toBe(event.id);
    const session = (await loginByToken(body.data.loginToken)).body.data;
    const profile = await server.api.get<OwnProfile>('/api/user/v1/getProfile', { token: session.userToken });
    expect(profile.body.data).toMatchObject({
      userId: body.data.userId,
      username,
      displayName: username,
      avatar: 'https://cdn.example.com/star.png',
      email: null,
      promptEmail: true,
      underAge: true,
    });
  });

  it("is for the event's owner and hosts only (4003 for its stars and everyone else)", async () => {
    const [coHost, star] = [await buildMember(server), await buildMember(server)];
    await grantRole(server, host, event.id, coHost, 'host');
    await grantRole(server, host, event.id, star, 'star');
    expect((await createAccount({ username: newUsername() }, coHost)).body.code).toBe(ResponseCode.Success);
    expectRefused(await createAccount({ username: newUsername() }, star), 'Forbidden');
    expectRefused(await createAccount({ username: newUsername(), eventId: 'no-such-event' }), 'Forbidden');
  });

  it('applies the profile username rules', async () => {
    expectInvalid(
      await createAccount({ username: 'star name' }),
      'username',
      'Username cannot contain spaces',
    );
    const username = newUsername();
    await createAccount({ username });
    expectRefused(await createAccount({ username }), 'Conflict', 'The username has already been taken');
  });
});

describe('loginByToken (spec 000 §4)', () => {
  it('answers an access token of 3600 s and an empty refresh token', async () => {
    const created = (await createAccount({ username: newUsername() })).body.data;
    const { body } = await loginByToken(created.loginToken);
    expect(body.data).toMatchObject({ userId: created.userId, expiresIn: 3600, refreshToken: '' });
  });

  it('answers 10034 for an unknown or expired token', async () => {
    expectRefused(await loginByToken('not-a-token'), 'LoginTokenInvalid');
    const created = (await createAccount({ username: newUsername() })).body.data;
    await server.limelight.db
      .updateTable('loginTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', created.userId)
      .execute();
    expectRefused(await loginByToken(created.loginToken), 'LoginTokenInvalid');
  });
});

describe('claimAccount', () => {
  it('sets e-mail, password and dob, ends the link and its sessions, and answers a token pair', async () => {
    const created = (await createAccount({ username: newUsername() })).body.data;
    const session = (await loginByToken(created.loginToken)).body.data;
    const owner = claimBody();
    const { body } = await claim(owner, session.userToken);
    expect(body.data).toMatchObject({ userId: created.userId });
    expect(body.data.refreshToken).not.toBe('');
    expectRefused(await loginByToken(created.loginToken), 'LoginTokenInvalid');
    expectRefused(
      await server.api.get('/api/user/v1/getProfile', { token: session.userToken }),
      'InvalidTokenVersion',
    );
    const login = await server.api.post<TokenAnswer>('/api/passport/v1/login', {
      username: owner.email,
      password: owner.password,
    });
    expect(login.body.data.userId).toBe(created.userId);
    const profile = await server.api.get<OwnProfile>('/api/user/v1/getProfile', {
      token: login.body.data.userToken,
    });
    expect(profile.body.data).toMatchObject({
      email: owner.email,
      emailVerified: false,
      dob: owner.dob,
      promptEmail: false,
      underAge: false,
    });
    // The claimed address is verified by the mail sent to it (docs/decisions/email-verification.md).
    const [mail] = await readVerificationMails(server, owner.email);
    expect(mail?.text).toContain('https://limelight.example/verify-email?code=');
  });

  it('mails a verification when updateProfile sets the first address of a created account', async () => {
    const created = (await createAccount({ username: newUsername() })).body.data;
    const session = (await loginByToken(created.loginToken)).body.data;
    const email = `${randomUUID()}@example.com`;
    const { body } = await server.api.post<OwnProfile>(
      '/api/user/v1/updateProfile',
      { email },
      { token: session.userToken },
    );
    expect(body.data).toMatchObject({ email, emailVerified: false });
    expect(await readVerificationMails(server, email)).toHaveLength(1);
  });

  it('refuses an account that has an e-mail login already (4009)', async () => {
    const member = await buildMember(server);
    expectRefused(await claim(claimBody(), member.userToken), 'Conflict');
  });

  it('applies the sign-up rules and refuses a taken e-mail', async () => {
    const created = (await createAccount({ username: newUsername() })).body.data;
    const session = (await loginByToken(created.loginToken)).body.data;
    expectInvalid(
      await claim({ ...claimBody(), dob: '2020-01-01' }, session.userToken),
      'dob',
      'DOB must be 13-150',
    );
    expectInvalid(
      await claim({ ...claimBody(), email: 'owner' }, session.userToken),
      'email',
      'Invalid email, please try again',
    );
    expectRefused(
      await claim({ ...claimBody(), email: host.email }, session.userToken),
      'Conflict',
      'The username has already been taken',
    );
  });
});
