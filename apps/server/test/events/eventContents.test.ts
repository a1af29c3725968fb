import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Messages,
  type ContentView,
  type EventPlayAnswer,
  type EventView,
  type Page,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  buildGuest,
  buildMember,
  createEventThroughApi,
  grantRole,
  rsvpToEvent,
  type TestMember,
} from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';

// Issue 24, spec 000 §3 event contents (data, MPD, M3U8/HLS, image URL, YouTube id, DRM) and the contents
// response of GET /api/events/v4/:id/play (docs/decisions/event-contents.md).
let server: TestServer;
let owner: TestMember;
let host: TestMember;
let mod: TestMember;
let attendee: TestMember;
let stranger: TestMember;
let live: EventView;
beforeAll(async () => {
  server = await startTestServer();
  [owner, host, mod, attendee, stranger] = await Promise.all([
    buildMember(server),
    buildMember(server),
    buildMember(server),
    buildMember(server),
    buildMember(server),
  ]);
  const hourMs = 3_600_000;
  live = await createEventThroughApi(server, owner, {
    title: 'Premiere night',
    type: 'Free',
    startAt: new Date(Date.now() - hourMs).toISOString(),
    endAt: new Date(Date.now() + 2 * hourMs).toISOString(),
  });
  await grantRole(server, owner, live.id, host, 'host');
  await grantRole(server, owner, live.id, mod, 'mod');
  await rsvpToEvent(server, attendee.userToken, live.id);
});
afterAll(() => server.close());

const add = (body: object, token: string, eventId = live.id) =>
  server.api.post<ContentView>(`/api/eventsvc/${eventId}/contents`, body, { token });
const play = (eventId: string, token: string) =>
  server.api.request<EventPlayAnswer>('GET', `/api/events/v4/${eventId}/play`, { token });

describe('saving contents: each kind, normalised, in order', () => {
  it('stores an HLS link, a DASH link, a stored image, an image address, a YouTube id and data', async () => {
    const event = await createEventThroughApi(server, owner, { title: 'Every kind' });
    const entries = [
      { kind: 'hls', value: 'https://cdn.example.com/premiere/master.m3u8', name: 'Premiere' },
      { kind: 'mpd', value: 'https://cdn.example.com/live/manifest.mpd' },
      { kind: 'image', value: '/files/events/contents/poster-1.jpg' },
      { kind: 'image', value: ' https://images.example.com/a b.png ' },
      { kind: 'youtube', value: 'dQw4w9WgXcQ' },
      { kind: 'data', value: '/media/films/f1/master.m3u8' },
    ];
    for (const entry of entries) expect((await add(entry, owner.userToken, event.id)).body.code).toBe(200);
    const list = await server.api.get<Page<ContentView>>(`/api/eventsvc/${event.id}/contents`, {
      token: owner.userToken,
    });
    expect(
      list.body.data.list.map(({ kind, value, name, drmToken }) => ({ kind, value, name, drmToken })),
    ).toEqual([
      {
        kind: 'hls',
        value: 'https://cdn.example.com/premiere/master.m3u8',
        name: 'Premiere',
        drmToken: null,
      },
      { kind: 'mpd', value: 'https://cdn.example.com/live/manifest.mpd', name: null, drmToken: null },
      { kind: 'image', value: '/files/events/contents/poster-1.jpg', name: null, drmToken: null },
      { kind: 'image', value: 'https://images.example.com/a%20b.png', name: null, drmToken: null },
      { kind: 'youtube', value: 'dQw4w9WgXcQ', name: null, drmToken: null },
      { kind: 'data', value: '/media/films/f1/master.m3u8', name: null, drmToken: null },
    ]);
  });
});

describe('validating contents: 4000 with the rule’s message (spec 000 §8), nothing stored', () => {
  it.each([
    [{ kind: 'hls', value: 'http://cdn.example.com/live.m3u8' }, 'value', Messages.invalidContentAddress],
    [{ kind: 'mpd', value: 'javascript:alert(1)' }, 'value', Messages.invalidContentAddress],
    [{ kind: 'image', value: '/files/../secret.jpg' }, 'value', Messages.invalidContentAddress],
    [{ kind: 'data', value: 'https://localhost/data.json' }, 'value', Messages.invalidContentAddress],
    [{ kind: 'youtube', value: 'https://youtu.be/dQw4w9WgXcQ' }, 'value', Messages.invalidYoutubeId],
    [{ kind: 'youtube', value: 'dQw4w9WgXc' }, 'value', Messages.invalidYoutubeId],
    [
      { kind: 'hls', value: 'https://cdn.example.com/live.m3u8', drmToken: 'key-1' },
      'drmToken',
      Messages.drmUnavailable,
    ],
    [{ kind: 'rtmp', value: 'https://cdn.example.com/live' }, 'kind', expect.any(String)],
    [{ kind: 'hls', value: '' }, 'value', expect.any(String)],
  ])('%j → 4000 at %s', async (body, field, message) => {
    const event = await createEventThroughApi(server, owner, { title: 'Refusals' });
    const answer = await add(body, owner.userToken, event.id);
    if (typeof message === 'string') expectInvalid(answer, field, message);
    else {
      expect(answer.body.code).toBe(4000);
      expect(answer.body.message).toMatch(new RegExp(`^${field}: `));
    }
    const list = await server.api.get<Page<ContentView>>(`/api/eventsvc/${event.id}/contents`, {
      token: owner.userToken,
    });
    expect(list.body.data.list).toEqual([]);
  });
});

describe('who sets contents: the event’s editors only (owner and hosts)', () => {
  it('a host adds and deletes; a moderator, an attendee and a stranger get 11030; a guest 10002', async () => {
    const byHost = await add({ kind: 'youtube', value: 'abcdefghijk' }, host.userToken);
    expect(byHost.body.code).toBe(200);
    for (const member of [mod, attendee, stranger])
      expectRefused(await add({ kind: 'youtube', value: 'abcdefghijk' }, member.userToken), 'NotEventOwner');
    const guest = await buildGuest(server);
    expectRefused(await add({ kind: 'youtube', value: 'abcdefghijk' }, guest.userToken), 'LoginRequired');
    expectRefused(
      await server.api.request('DELETE', `/api/eventsvc/${live.id}/contents/${byHost.body.data.id}`, {
        token: attendee.userToken,
      }),
      'NotEventOwner',
    );
    const removed = await server.api.request<{ deleted: boolean }>(
      'DELETE',
      `/api/eventsvc/${live.id}/contents/${byHost.body.data.id}`,
      { token: host.userToken },
    );
    expect(removed.body.data).toEqual({ deleted: true });
  });
});

describe('play returns the contents to whoever may enter (spec 000 §3 contents response)', () => {
  it('an attendee gets the list, the first stream as webmpdLink and an empty drmToken', async () => {
    const image = { kind: 'image', value: 'https://images.example.com/slide.png' };
    const hls = { kind: 'hls', value: 'https://cdn.example.com/premiere/master.m3u8' };
    for (const entry of [image, hls]) expect((await add(entry, owner.userToken)).body.code).toBe(200);
    const answer = await play(live.id, attendee.userToken);
    expect(answer.body.data).toMatchObject({
      eventId: live.id,
      host: false,
      mod: false,
      mpdLink: { webmpdLink: hls.value },
      isUseRtmp: false,
      drmToken: null,
      isPrivate: false,
    });
    expect(answer.body.data.contents.map(({ kind, value }) => ({ kind, value }))).toEqual([image, hls]);
    expect((await play(live.id, host.userToken)).body.data).toMatchObject({ host: true });
    expect((await play(live.id, mod.userToken)).body.data).toMatchObject({ mod: true });
  });

  it('a person who may not enter gets the entry refusal, not the contents', async () => {
    expectRefused(await play(live.id, stranger.userToken), 'Forbidden', 'No ticket');
    const secret = await createEventThroughApi(server, owner, {
      title: 'Private premiere',
      visibility: 'private',
      startAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect((await add({ kind: 'youtube', value: 'abcdefghijk' }, owner.userToken, secret.id)).body.code).toBe(
      200,
    );
    expectRefused(await play(secret.id, stranger.userToken), 'PrivateEventNotInvited');
    expect((await play(secret.id, owner.userToken)).body.data.contents).toHaveLength(1);
  });
});
