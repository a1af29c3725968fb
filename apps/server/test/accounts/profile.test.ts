import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResponseCode,
  type OwnProfile,
  type PublicProfile,
  type TokenAnswer,
  type UserProfileAnswer,
  type UsersByIdsAnswer,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { banAccount, buildGuest, buildMember, memberPassword, verifyEmail } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const getProfile = (token: string) => server.api.get<OwnProfile>('/api/user/v1/getProfile', { token });
const updateProfile = (body: Record<string, unknown>, token: string) =>
  server.api.post<OwnProfile>('/api/user/v1/updateProfile', body, { token });
const userProfile = (query: Record<string, string>, token: string) =>
  server.api.get<UserProfileAnswer>('/api/user/v2/profile', { token, query });

async function registerBornOn(dob: string, email = `${randomUUID()}@example.com`): Promise<TokenAnswer> {
  const { body } = await server.api.post<TokenAnswer>('/api/passport/v1/register', {
    email,
    password: memberPassword,
    dob,
  });
  return body.data;
}

describe('getProfile (spec 000 §3)', () => {
  it('answers every profile field, with counts and sign-in info', async () => {
    const member = await buildMember(server);
    const { status, body } = await getProfile(member.userToken);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      userId: member.userId,
      username: null,
      displayName: `user_${member.userId}`,
      firstName: null,
      lastName: null,
      avatar: null,
      backgroundImageUrl: null,
      bio: null,
      cyaId: null,
      friendsCount: 0,
      followersCount: 0,
      followingCount: 0,
      email: member.email,
      emailVerified: false,
      gender: null,
      dob: '1990-05-17',
      notes: null,
      info: { email: member.email, hasPassword: true, social: {} },
      promptCyaId: true,
      promptEmail: false,
      underAge: false,
      isOxford: false,
      language: null,
      theme: null,
      timeZone: null,
    });
  });

  it('falls back for the display name: first and last name, else username, else user_<id>', async () => {
    const member = await buildMember(server);
    const username = `ann_${randomUUID().slice(0, 8)}`;
    expect((await updateProfile({ username }, member.userToken)).body.data.displayName).toBe(username);
    const named = await updateProfile({ firstName: 'Ann', lastName: 'Lee-Smith' }, member.userToken);
    expect(named.body.data.displayName).toBe('Ann Lee-Smith');
  });

  it('marks under-age members (below 18)', async () => {
    const teen = await registerBornOn(`${new Date().getUTCFullYear() - 15}-01-01`);
    expect((await getProfile(teen.userToken)).body.data.underAge).toBe(true);
  });

  it('marks verified e-mails at the learning-company domain isOxford (default oup.com)', async () => {
    const learner = await buildMember(server, `${randomUUID()}@oup.com`);
    // Anyone may type an address at the domain: it counts once its holder proved it theirs.
    expect((await getProfile(learner.userToken)).body.data).toMatchObject({
      emailVerified: false,
      isOxford: false,
    });
    await verifyEmail(server, learner);
    expect((await getProfile(learner.userToken)).body.data).toMatchObject({
      emailVerified: true,
      isOxford: true,
    });
    const lookalike = await registerBornOn('1990-01-01', `${randomUUID()}@notoup.com`);
    expect((await getProfile(lookalike.userToken)).body.data.isOxford).toBe(false);
  });

  it('is for members: a guest gets 10002', async () => {
    expectRefused(await getProfile((await buildGuest(server)).userToken), 'LoginRequired');
  });
});

describe('updateProfile (spec 000 §5 rules)', () => {
  it('saves the fields sent and keeps the others', async () => {
    const member = await buildMember(server);
    await updateProfile({ firstName: 'Ann', bio: 'Loves live music', gender: 'F' }, member.userToken);
    const { body } = await updateProfile(
      { lastName: 'Lee', notes: 'n', dob: '1991-02-03' },
      member.userToken,
    );
    expect(body.data).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      bio: 'Loves live music',
      gender: 'F',
      notes: 'n',
      dob: '1991-02-03',
    });
  });

  it('keeps the interface language and theme the member chose, for their other devices (issue 22)', async () => {
    const member = await buildMember(server);
    expect((await getProfile(member.userToken)).body.data).toMatchObject({ language: null, theme: null });
    await updateProfile({ language: 'fr', theme: 'dark' }, member.userToken);
    expect((await getProfile(member.userToken)).body.data).toMatchObject({ language: 'fr', theme: 'dark' });
    for (const body of [{ language: 'klingon' }, { theme: 'sepia' }]) {
      const answer = await updateProfile(body, member.userToken);
      expect({ code: answer.body.code, status: answer.status }).toEqual({
        code: ResponseCode.InvalidRequest,
        status: 400,
      });
    }
  });

  it('clears a bio sent empty, and a name sent as null', async () => {
    const member = await buildMember(server);
    await updateProfile({ firstName: 'Ann', bio: 'something' }, member.userToken);
    const { body } = await updateProfile({ firstName: null, bio: '' }, member.userToken);
    expect(body.data).toMatchObject({ firstName: null, bio: null });
  });

  it('takes a stored image or a web address as avatar and background', async () => {
    const member = await buildMember(server);
    const { body } = await updateProfile(
      { avatar: 'https://cdn.example.com/a.png', backgroundImageUrl: '/files/backgrounds/abc.jpg' },
      member.userToken,
    );
    expect(body.data).toMatchObject({
      avatar: 'https://cdn.example.com/a.png',
      backgroundImageUrl: '/files/backgrounds/abc.jpg',
    });
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ username: 'ann smith' }, 'username', 'Username cannot contain spaces'],
    [{ username: 'ann.smith' }, 'username', 'Only letters, numbers, underscores and dashes are allowed'],
    [{ username: '' }, 'username', 'This field is required'],
    [{ username: 'a'.repeat(101) }, 'username', 'Must be at most 100 characters'],
    [{ firstName: 'Ann!' }, 'firstName', 'Only letters, numbers and dashes are allowed'],
    [{ lastName: 'Lee Smith' }, 'lastName', 'Only letters, numbers and dashes are allowed'],
    [{ lastName: 'L'.repeat(101) }, 'lastName', 'Must be at most 100 characters'],
    [{ bio: 'b'.repeat(501) }, 'bio', 'Description must be at most 500 characters'],
    [{ dob: '2020-01-01' }, 'dob', 'DOB must be 13-150'],
    [{ email: 'ann@' }, 'email', 'Invalid email, please try again'],
    [{ avatar: 'not a url' }, 'avatar', 'The url is invalid'],
    [{ backgroundImageUrl: '/files/../etc/passwd' }, 'backgroundImageUrl', 'The url is invalid'],
  ])('refuses %j: %s: %s', async (body, field, message) => {
    const member = await buildMember(server);
    expectInvalid(await updateProfile(body, member.userToken), field, message);
  });

  it("refuses a taken username, whatever its case: 'The username has already been taken'", async () => {
    const [holder, member] = await Promise.all([buildMember(server), buildMember(server)]);
    const username = `taken_${randomUUID().slice(0, 8)}`;
    await updateProfile({ username }, holder.userToken);
    expectRefused(
      await updateProfile({ username: username.toUpperCase() }, member.userToken),
      'Conflict',
      'The username has already been taken',
    );
  });

  it('keeps the sign-in e-mail: resending it is fine, changing it needs link (4003)', async () => {
    const member = await buildMember(server);
    expect((await updateProfile({ email: member.email }, member.userToken)).body.code).toBe(
      ResponseCode.Success,
    );
    expectRefused(await updateProfile({ email: 'elsewhere@example.com' }, member.userToken), 'Forbidden');
  });
});

describe('getProfileByEmail', () => {
  it("answers the member's public profile, and 4004 for an unknown address", async () => {
    const [member, asker] = await Promise.all([buildMember(server), buildMember(server)]);
    const found = await server.api.get<PublicProfile>('/api/user/v1/getProfileByEmail', {
      token: asker.userToken,
      query: { email: member.email.toUpperCase() },
    });
    expect(found.body.data).toMatchObject({ userId: member.userId, followersCount: 0 });
    expect(found.body.data).not.toHaveProperty('email');
    const missing = await server.api.get('/api/user/v1/getProfileByEmail', {
      token: asker.userToken,
      query: { email: 'none@example.com' },
    });
    expectRefused(missing, 'NotFound');
    const invalid = await server.api.get('/api/user/v1/getProfileByEmail', {
      token: asker.userToken,
      query: { email: 'none' },
    });
    expectInvalid(invalid, 'email', 'Invalid email, please try again');
  });
});

describe('v2 profile (spec 000 §7)', () => {
  it('finds a member by followingId or followingCyaId, with the viewer follow status', async () => {
    const [member, viewer] = await Promise.all([buildMember(server), buildMember(server)]);
    const cyaId = `Mnl_${randomUUID().slice(0, 8)}`;
    await server.api.post(
      '/api/passport/v1/updateCyaId',
      { updatedCyaId: cyaId },
      { token: member.userToken },
    );
    const byId = await userProfile({ followingId: member.userId }, viewer.userToken);
    expect(byId.body.data).toMatchObject({ userId: member.userId, cyaId, status: 'NOT_FOLLOW' });
    await server.api.post('/api/user/v2/follow', { followingId: member.userId }, { token: viewer.userToken });
    const byCyaId = await userProfile({ followingCyaId: cyaId.toLowerCase() }, viewer.userToken);
    expect(byCyaId.body.data).toMatchObject({
      userId: member.userId,
      status: 'HAS_FOLLOWED',
      followersCount: 1,
    });
    expect(byCyaId.body.data).not.toHaveProperty('email');
  });

  it('is open to guests; guests, banned and unknown people have no profile (4004)', async () => {
    const [member, banned] = await Promise.all([buildMember(server), buildMember(server)]);
    const guest = await buildGuest(server);
    expect((await userProfile({ followingId: member.userId }, guest.userToken)).body.data.status).toBe(
      'NOT_FOLLOW',
    );
    await banAccount(server, banned.userId);
    expectRefused(await userProfile({ followingId: banned.userId }, guest.userToken), 'NotFound');
    expectRefused(await userProfile({ followingId: guest.uuid }, member.userToken), 'NotFound');
    expectRefused(await userProfile({ followingCyaId: 'nobody-at-all' }, member.userToken), 'NotFound');
    expectInvalid(await userProfile({}, member.userToken), 'followingId', 'This field is required');
  });
});

describe('users by ids (spec 000 §7 lookup)', () => {
  it('answers user_id, first_name, last_name and username, leaving unknown ids out', async () => {
    const [ann, bob] = await Promise.all([buildMember(server), buildMember(server)]);
    await updateProfile({ firstName: 'Ann', lastName: 'Lee' }, ann.userToken);
    const guest = await buildGuest(server);
    const { body } = await server.api.get<UsersByIdsAnswer>('/api/user/v1/usersByIds', {
      token: guest.userToken,
      query: { ids: `${ann.userId},${bob.userId},unknown-id` },
    });
    expect(body.data.users).toHaveLength(2);
    expect(body.data.users).toContainEqual({
      user_id: ann.userId,
      first_name: 'Ann',
      last_name: 'Lee',
      username: null,
    });
  });
});
