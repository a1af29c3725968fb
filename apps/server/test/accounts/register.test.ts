import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode, type OwnProfile, type TokenAnswer } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildGuest, buildMember, memberPassword } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const register = (body: Record<string, unknown>, token?: string) =>
  server.api.post<TokenAnswer>('/api/passport/v1/register', body, token ? { token } : {});
const newEmail = () => `${randomUUID()}@example.com`;
const valid = () => ({ email: newEmail(), password: memberPassword, dob: '1990-05-17' });
const profileOf = (token: string) => server.api.get<OwnProfile>('/api/user/v1/getProfile', { token });

describe('registration (spec 000 §3)', () => {
  it('answers a token pair whose access token works, and keeps the e-mail lower-cased', async () => {
    const email = `Ann.${randomUUID()}@Example.COM`;
    const { status, body } = await register({ ...valid(), email });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ expiresIn: 3600, userId: expect.any(String) });
    expect(body.data.refreshToken).not.toBe('');
    expect(body.data.guestId).toBeUndefined();
    const profile = await profileOf(body.data.userToken);
    expect(profile.body.data).toMatchObject({
      userId: body.data.userId,
      email: email.toLowerCase(),
      dob: '1990-05-17',
    });
  });

  it('takes the address as `username` too, with type 0 by default', async () => {
    const email = newEmail();
    const { body } = await register({
      username: email,
      password: memberPassword,
      dob: '2000-02-29',
      type: 0,
    });
    expect(body.code).toBe(ResponseCode.Success);
    expect((await profileOf(body.data.userToken)).body.data.email).toBe(email);
  });
});

describe('registration rules (spec 000 §5)', () => {
  it("refuses a username that is not an e-mail: 'Please login with your email address'", async () => {
    expectInvalid(
      await register({ ...valid(), email: undefined, username: 'ann' }),
      'username',
      'Please login with your email address',
    );
  });

  it("refuses an invalid e-mail: 'Invalid email, please try again'", async () => {
    expectInvalid(await register({ ...valid(), email: 'ann@' }), 'email', 'Invalid email, please try again');
  });

  it("refuses a short password: 'Please enter a password (8char min length)'", async () => {
    expectInvalid(
      await register({ ...valid(), password: 'seven77' }),
      'password',
      'Please enter a password (8char min length)',
    );
  });

  it.each(['2020-01-01', '1850-01-01'])("refuses dob %s: 'DOB must be 13-150'", async (dob) => {
    expectInvalid(await register({ ...valid(), dob }), 'dob', 'DOB must be 13-150');
  });

  it('refuses a dob not in YYYY-MM-DD', async () => {
    expectInvalid(
      await register({ ...valid(), dob: '17/05/1990' }),
      'dob',
      'Please enter your date of birth as YYYY-MM-DD',
    );
  });

  it("refuses unaccepted terms: 'Must accept to continue'", async () => {
    expectInvalid(await register({ ...valid(), terms: false }), 'terms', 'Must accept to continue');
    expect((await register({ ...valid(), terms: true })).body.code).toBe(ResponseCode.Success);
  });

  it('refuses empty fields', async () => {
    expectInvalid(
      await register({ password: memberPassword, dob: '1990-05-17' }),
      'username',
      'This field is required',
    );
    expectInvalid(await register({ ...valid(), email: '' }), 'email', 'This field is required');
  });

  it("refuses a taken e-mail, whatever its case: 'The username has already been taken'", async () => {
    const member = await buildMember(server);
    const again = await register({ ...valid(), email: member.email.toUpperCase() });
    expectRefused(again, 'Conflict', 'The username has already been taken');
  });
});

describe('a guest registers (spec 000 §3 guestId)', () => {
  it('becomes the member in place: same id, its event kept, guestId answered', async () => {
    const guest = await buildGuest(server, 'event-42');
    const { body } = await register({ ...valid(), guestId: guest.uuid }, guest.userToken);
    expect(body.code).toBe(ResponseCode.Success);
    expect(body.data).toMatchObject({ userId: guest.uuid, guestId: guest.uuid });
    const row = await server.limelight.db
      .selectFrom('users')
      .select(['kind', 'guestEventId'])
      .where('id', '=', guest.uuid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: 'member', guestEventId: 'event-42' });
    expect((await profileOf(body.data.userToken)).body.data.userId).toBe(guest.uuid);
  });

  it('ends the guest token: it answers 10055 afterwards', async () => {
    const guest = await buildGuest(server);
    await register({ ...valid(), guestId: guest.uuid }, guest.userToken);
    const { body } = await server.api.post(
      '/api/socket/v1/getConnectionToken',
      { eventId: 'e' },
      { token: guest.userToken },
    );
    expect(body.code).toBe(ResponseCode.InvalidTokenVersion);
  });

  it("refuses to convert a guest without that guest's own token", async () => {
    const guest = await buildGuest(server);
    const other = await buildGuest(server);
    expectRefused(await register({ ...valid(), guestId: guest.uuid }), 'Forbidden');
    expectRefused(await register({ ...valid(), guestId: guest.uuid }, other.userToken), 'Forbidden');
  });

  it('refuses a taken e-mail and leaves the guest a guest', async () => {
    const member = await buildMember(server);
    const guest = await buildGuest(server);
    const { body } = await register(
      { ...valid(), email: member.email, guestId: guest.uuid },
      guest.userToken,
    );
    expect(body.code).toBe(ResponseCode.Conflict);
    const row = await server.limelight.db
      .selectFrom('users')
      .select('kind')
      .where('id', '=', guest.uuid)
      .executeTakeFirst();
    expect(row?.kind).toBe('guest');
  });
});
