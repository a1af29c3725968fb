import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventView, Page, PersonHit, RoomView } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { banAccount, buildGuest, buildMember, createEventThroughApi, nameMember } from '../factories.ts';
import { expectInvalid } from '../expectations.ts';
import { createRoomThroughApi } from '../rooms/roomFactories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A word of letters no other test uses, so that each test searches its own events and people only. */
const uniqueWord = (prefix: string) =>
  `${prefix}${randomUUID()
    .replace(/-/g, '')
    .slice(0, 10)
    .replace(/\d/g, (digit) => 'ghijklmnop'.charAt(Number(digit)))}`;

const searchEvents = (keyword: string, query: Record<string, string> = {}) =>
  server.api.get<Page<EventView>>('/api/search/v1/events', { query: { keyword, ...query } });
const searchPeople = (keyword: string, token: string) =>
  server.api.get<Page<PersonHit>>('/api/search/v1/people', { token, query: { keyword } });
const searchRooms = (keyword: string, options: { token?: string; query?: Record<string, string> } = {}) =>
  server.api.get<Page<RoomView>>('/api/search/v1/rooms', {
    token: options.token,
    query: { keyword, ...options.query },
  });
const idsOf = (answer: { body: { data: Page<{ id: string }> } }) => answer.body.data.list.map((e) => e.id);

describe('event search: PostgreSQL full-text search, ranked (spec 000 §1)', () => {
  it('ranks a title match above a tag match above a description match', async () => {
    const word = uniqueWord('sax');
    const owner = await buildMember(server);
    const inDescription = await createEventThroughApi(server, owner, {
      title: 'Evening Session',
      description: `An evening with ${word} players from the city`,
    });
    const inTitle = await createEventThroughApi(server, owner, {
      title: `The ${word} Summit`,
      description: 'Music',
    });
    const inTags = await createEventThroughApi(server, owner, { title: 'Brass Night', tags: [word] });
    await createEventThroughApi(server, owner, { title: 'Unrelated', description: 'Nothing to see' });

    const answer = await searchEvents(word);
    expect(idsOf(answer)).toEqual([inTitle.id, inTags.id, inDescription.id]);
    expect(answer.body.data.pagination).toEqual({ page: 1, pageSize: 20, total: 3, hasNextPage: false });
  });

  it('reads English: stems words and understands quotes and -exclusions (websearch syntax)', async () => {
    const word = uniqueWord('gig');
    const owner = await buildMember(server);
    const running = await createEventThroughApi(server, owner, { title: `Running ${word} Club` });
    const walking = await createEventThroughApi(server, owner, { title: `Walking ${word} Club` });
    expect(idsOf(await searchEvents(`run ${word}`))).toEqual([running.id]);
    expect(idsOf(await searchEvents(`"walking ${word}"`))).toEqual([walking.id]);
    expect(idsOf(await searchEvents(`${word} -walking`))).toEqual([running.id]);
  });

  it('finds only public, published events, and pages them', async () => {
    const word = uniqueWord('fest');
    const owner = await buildMember(server);
    const listed = [];
    for (let i = 0; i < 3; i += 1)
      listed.push(await createEventThroughApi(server, owner, { title: `${word} Day` }));
    await createEventThroughApi(server, owner, { title: `${word} Draft` }, { publish: false });
    await createEventThroughApi(server, owner, { title: `${word} Secret`, visibility: 'private' });
    await createEventThroughApi(server, owner, { title: `${word} Hidden`, visibility: 'unlisted' });
    const first = await searchEvents(word, { pageSize: '2' });
    const second = await searchEvents(word, { pageSize: '2', page: '2' });
    expect(first.body.data.pagination).toEqual({ page: 1, pageSize: 2, total: 3, hasNextPage: true });
    expect([...idsOf(first), ...idsOf(second)].sort()).toEqual(listed.map((e) => e.id).sort());
  });

  it('needs a keyword; one of stop words only finds nothing', async () => {
    expectInvalid(await searchEvents('  '), 'keyword', 'Too small: expected string to have >=1 characters');
    expect((await searchEvents('the')).body.data.list).toEqual([]);
  });
});

describe('people search (spec 000 §1)', () => {
  it('finds members by the start of their names or handles, with the follow status', async () => {
    const name = uniqueWord('Quin');
    const [first, second] = [await buildMember(server), await buildMember(server)];
    await nameMember(server, first, name);
    await nameMember(server, second, `${name}a`);
    const viewer = await buildMember(server);
    await server.api.post('/api/user/v2/follow', { followingId: first.userId }, { token: viewer.userToken });

    const byPrefix = await searchPeople(name.slice(0, 6).toLowerCase(), viewer.userToken);
    const statuses = byPrefix.body.data.list.map((person) => [person.userId, person.status]);
    expect(statuses.sort()).toEqual(
      [
        [first.userId, 'HAS_FOLLOWED'],
        [second.userId, 'NOT_FOLLOW'],
      ].sort(),
    );
    expect(byPrefix.body.data.list.find((person) => person.userId === first.userId)).toMatchObject({
      displayName: name,
      cyaId: null,
      username: null,
      avatar: null,
    });
    expect((await searchPeople(`${name}a`, viewer.userToken)).body.data.list.map((p) => p.userId)).toEqual([
      second.userId,
    ]);
  });

  it('puts the member whose cyaId is the keyword first, above better name matches', async () => {
    const handle = uniqueWord('vex').toLowerCase();
    const owner = await buildMember(server);
    await server.api.post(
      '/api/passport/v1/updateCyaId',
      { updatedCyaId: handle },
      { token: owner.userToken },
    );
    const namesake = await buildMember(server);
    await server.api.post(
      '/api/user/v1/updateProfile',
      { firstName: handle, lastName: `${handle}x`, username: `${handle}y` },
      { token: namesake.userToken },
    );
    const guest = await buildGuest(server);
    const found = (await searchPeople(handle.toUpperCase(), guest.userToken)).body.data.list;
    expect(found.map((person) => person.userId)).toEqual([owner.userId, namesake.userId]);
  });

  it('leaves out banned accounts and guests; a keyword without letters or digits finds nobody', async () => {
    const name = uniqueWord('Zora');
    const banned = await nameMember(server, await buildMember(server), name);
    await banAccount(server, banned.userId);
    const guest = await buildGuest(server);
    expect((await searchPeople(name, guest.userToken)).body.data.list).toEqual([]);
    expect((await searchPeople('%_*', guest.userToken)).body.data).toEqual({
      list: [],
      pagination: { page: 1, pageSize: 20, total: 0, hasNextPage: false },
    });
  });
});

describe('room search: PostgreSQL full-text search over title and tags, ranked (spec 000 §1)', () => {
  it('ranks a title match above a tag-only match, and reads English', async () => {
    const word = uniqueWord('jam');
    const owner = await buildMember(server);
    const inTags = await createRoomThroughApi(server, owner, { title: 'Basement', tags: [word] });
    const inTitle = await createRoomThroughApi(server, owner, { title: `Rooftop ${word} sessions` });
    await createRoomThroughApi(server, owner, { title: 'Unrelated' });

    const answer = await searchRooms(word);
    expect(idsOf(answer)).toEqual([inTitle.id, inTags.id]);
    expect(answer.body.data.pagination).toEqual({ page: 1, pageSize: 20, total: 2, hasNextPage: false });
    expect(answer.body.data.list[0]).toMatchObject({ title: `Rooftop ${word} sessions`, peopleCount: 0 });
    expect(idsOf(await searchRooms(`session ${word}`))).toEqual([inTitle.id]);
    expect(idsOf(await searchRooms(`${word} -rooftop`))).toEqual([inTags.id]);
  });

  it('finds public rooms for everyone and private ones for their owner only, never deleted ones', async () => {
    const word = uniqueWord('den');
    const owner = await buildMember(server);
    const listed = [];
    for (let i = 0; i < 3; i += 1)
      listed.push(await createRoomThroughApi(server, owner, { title: `${word} ${i}` }));
    const hidden = await createRoomThroughApi(server, owner, { title: `${word} hidden`, privateLevel: 2 });
    const gone = await createRoomThroughApi(server, owner, { title: `${word} gone` });
    await server.api.post('/api/room/v1/deleteRoom', { eventId: gone.id }, { token: owner.userToken });

    const first = await searchRooms(word, { query: { pageSize: '2' } });
    const second = await searchRooms(word, { query: { pageSize: '2', page: '2' } });
    expect(first.body.data.pagination).toEqual({ page: 1, pageSize: 2, total: 3, hasNextPage: true });
    expect([...idsOf(first), ...idsOf(second)].sort()).toEqual(listed.map((room) => room.id).sort());

    const stranger = await buildMember(server);
    expect(idsOf(await searchRooms(word, { token: stranger.userToken }))).not.toContain(hidden.id);
    const own = await searchRooms(word, { token: owner.userToken });
    expect(idsOf(own)).toContain(hidden.id);
    expect(own.body.data.pagination.total).toBe(4);
  });

  it('needs a keyword', async () => {
    expectInvalid(await searchRooms(' '), 'keyword', 'Too small: expected string to have >=1 characters');
  });
});
