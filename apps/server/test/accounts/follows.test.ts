import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowAnswer, FollowListItem, OwnProfile, Page } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { banAccount, buildGuest, buildMember, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const follow = (member: TestMember, followingId: string, action: 'follow' | 'unfollow' = 'follow') =>
  server.api.post<FollowAnswer>(`/api/user/v2/${action}`, { followingId }, { token: member.userToken });
const counts = async (member: TestMember) => {
  const { body } = await server.api.get<OwnProfile>('/api/user/v1/getProfile', { token: member.userToken });
  return { followers: body.data.followersCount, following: body.data.followingCount };
};
const list = (kind: 'listFollowing' | 'listFans', token: string, query: Record<string, string> = {}) =>
  server.api.get<Page<FollowListItem>>(`/api/user/v2/${kind}`, { token, query });
const named = async (member: TestMember, firstName: string) => {
  await server.api.post('/api/user/v1/updateProfile', { firstName }, { token: member.userToken });
  return member;
};

describe('follow and unfollow (spec 000 §4)', () => {
  it('updates the counts on both profiles and answers the new status', async () => {
    const [fan, star] = await Promise.all([buildMember(server), buildMember(server)]);
    const followed = await follow(fan, star.userId);
    expect(followed.body.data).toEqual({
      followingId: star.userId,
      status: 'HAS_FOLLOWED',
      followersCount: 1,
    });
    expect(await counts(fan)).toEqual({ followers: 0, following: 1 });
    expect(await counts(star)).toEqual({ followers: 1, following: 0 });
    const unfollowed = await follow(fan, star.userId, 'unfollow');
    expect(unfollowed.body.data).toEqual({
      followingId: star.userId,
      status: 'NOT_FOLLOW',
      followersCount: 0,
    });
    expect(await counts(star)).toEqual({ followers: 0, following: 0 });
  });

  it('is idempotent both ways', async () => {
    const [fan, star] = await Promise.all([buildMember(server), buildMember(server)]);
    await follow(fan, star.userId);
    expect((await follow(fan, star.userId)).body.data.followersCount).toBe(1);
    await follow(fan, star.userId, 'unfollow');
    expect((await follow(fan, star.userId, 'unfollow')).body.data).toMatchObject({
      status: 'NOT_FOLLOW',
      followersCount: 0,
    });
  });

  it('lets a fan unfollow someone banned since', async () => {
    const [fan, star] = await Promise.all([buildMember(server), buildMember(server)]);
    await follow(fan, star.userId);
    await banAccount(server, star.userId);
    expect((await follow(fan, star.userId, 'unfollow')).body.data).toMatchObject({ status: 'NOT_FOLLOW' });
    expect(await counts(fan)).toEqual({ followers: 0, following: 0 });
  });

  it('refuses following yourself (4003), unknown people and guests (4004), and guests as followers (10002)', async () => {
    const member = await buildMember(server);
    const guest = await buildGuest(server);
    expectRefused(await follow(member, member.userId), 'Forbidden');
    expectRefused(await follow(member, 'nobody'), 'NotFound');
    expectRefused(await follow(member, guest.uuid), 'NotFound');
    const asGuest = await server.api.post(
      '/api/user/v2/follow',
      { followingId: member.userId },
      { token: guest.userToken },
    );
    expectRefused(asGuest, 'LoginRequired');
  });
});

describe('listFollowing and listFans (userId, keyword, page, pageSize)', () => {
  it('pages the lists newest first with the pagination of ARCHITECTURE', async () => {
    const star = await buildMember(server);
    const fans = [];
    for (const name of ['Ann', 'Bob', 'Cleo']) {
      const fan = await named(await buildMember(server), name);
      await follow(fan, star.userId);
      fans.push(fan);
    }
    const first = await list('listFans', star.userToken, { pageSize: '2' });
    expect(first.body.data.pagination).toEqual({ page: 1, pageSize: 2, total: 3, hasNextPage: true });
    expect(first.body.data.list.map((item) => item.displayName)).toEqual(['Cleo', 'Bob']);
    const second = await list('listFans', star.userToken, { pageSize: '2', page: '2' });
    expect(second.body.data.list.map((item) => item.displayName)).toEqual(['Ann']);
    expect(second.body.data.pagination.hasNextPage).toBe(false);
  });

  it("narrows by keyword and shows another member's lists with the viewer's own status", async () => {
    const [star, viewer] = await Promise.all([buildMember(server), buildMember(server)]);
    const ann = await named(await buildMember(server), 'Annabel');
    const bob = await named(await buildMember(server), 'Bob');
    // One after the other: the list is newest first.
    await follow(star, ann.userId);
    await follow(star, bob.userId);
    await follow(viewer, bob.userId);
    const following = await list('listFollowing', viewer.userToken, { userId: star.userId });
    expect(following.body.data.list.map((item) => [item.displayName, item.status])).toEqual([
      ['Bob', 'HAS_FOLLOWED'],
      ['Annabel', 'NOT_FOLLOW'],
    ]);
    const filtered = await list('listFollowing', viewer.userToken, { userId: star.userId, keyword: 'nnab' });
    expect(filtered.body.data.list.map((item) => item.userId)).toEqual([ann.userId]);
    expect(filtered.body.data.pagination.total).toBe(1);
    const wildcard = await list('listFollowing', viewer.userToken, { userId: star.userId, keyword: '%' });
    expect(wildcard.body.data.list).toEqual([]);
  });

  it("defaults to the caller's lists and answers guests too", async () => {
    const [fan, star] = await Promise.all([buildMember(server), buildMember(server)]);
    await follow(fan, star.userId);
    const mine = await list('listFollowing', fan.userToken);
    expect(mine.body.data.list).toMatchObject([{ userId: star.userId, status: 'HAS_FOLLOWED' }]);
    const guest = await buildGuest(server);
    const seenByGuest = await list('listFans', guest.userToken, { userId: star.userId });
    expect(seenByGuest.body.data.list).toMatchObject([{ userId: fan.userId, status: 'NOT_FOLLOW' }]);
  });
});
