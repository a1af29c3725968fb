import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  ConnectionCommand,
  FlagCommand,
  KickoutCode,
  type EventView,
  type Page,
  type SocketMessage,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  buildMember,
  createEventThroughApi,
  grantRole,
  openRoomSocket,
  requestConnectionToken,
  rsvpToEvent,
  type ApiHost,
  type TestMember,
} from '../factories.ts';
import { useProcessPair } from '../processPair.ts';

// spec 001 §6 "extend or end the event", spec 000 §4 kick-out 2 (cya_flag closeEvent): ending holds
// everywhere the server answers the event's time state (docs/decisions/events.md "Ending and extending").

const minute = 60_000;
const isKick = (m: SocketMessage) => m.appKey === AppKey.Connection && m.command === ConnectionCommand.Kick;
const isClose = (m: SocketMessage) => m.appKey === AppKey.Flag && m.command === FlagCommand.CloseEvent;
const ended = { code: 11080, message: 'This event has ended.' };

/** A word of letters only, so that a search finds this test's event alone. */
const uniqueWord = () =>
  `fin${randomUUID()
    .replace(/-/g, '')
    .slice(0, 10)
    .replace(/\d/g, (digit) => 'ghijklmnop'.charAt(Number(digit)))}`;

/** Where the server answers an event's time state: its detail, its card in lists, Live now, search. */
function timeStates(host: ApiHost, event: EventView, word: string) {
  const ids = (page: Page<EventView>) => page.list.map((view) => view.id);
  const find = (page: Page<EventView>) => page.list.find((view) => view.id === event.id)?.timeState;
  return async () => {
    const get = <T>(path: string, query: Record<string, string>) => host.api.get<T>(path, { query });
    const detail = await get<{ timeState: string }>('/api/events/v2/detail', { eventId: event.id });
    const liveNow = await get<Page<EventView>>('/api/events/v1/homepage', {
      period: 'live',
      pageSize: '100',
    });
    const listed = await get<Page<EventView>>('/api/events/v1/list', { title: word, pageSize: '20' });
    const searched = await get<Page<EventView>>('/api/search/v1/events', { keyword: word });
    return {
      detail: detail.body.data.timeState,
      card: find(listed.body.data),
      search: find(searched.body.data),
      inLiveNow: ids(liveNow.body.data).includes(event.id),
    };
  };
}

/** A live free event (started a minute ago, an hour to go) with its owner and two ticket holders. */
async function liveEvent(host: ApiHost) {
  const owner = await buildMember(host);
  const word = uniqueWord();
  const event = await createEventThroughApi(host, owner, {
    title: `Closing ${word}`,
    startAt: new Date(Date.now() - minute).toISOString(),
    endAt: new Date(Date.now() + 60 * minute).toISOString(),
  });
  const viewers: TestMember[] = [await buildMember(host), await buildMember(host)];
  for (const viewer of viewers) await rsvpToEvent(host, viewer.userToken, event.id);
  return { owner, viewers, event, states: timeStates(host, event, word) };
}

/**
 * The owner ends the event on `a` while its people are on `b`: every socket hears closeEvent and kick-out
 * 2; the event is past wherever it is read; its audience gets 11080 at the door; the owner still enters.
 */
async function endingHolds(a: ApiHost, b: ApiHost) {
  const { owner, viewers, event, states } = await liveEvent(a);
  expect(await states()).toEqual({ detail: 'live', card: 'live', search: 'live', inLiveNow: true });
  const sockets = await Promise.all(viewers.map((viewer) => openRoomSocket(b, event.id, viewer.userToken)));
  const ownerSocket = await openRoomSocket(b, event.id, owner.userToken);
  for (const socket of [...sockets, ownerSocket])
    await socket.waitFor((m) => m.command === ConnectionCommand.RoomSeq);

  const refused = await a.api.post(
    '/api/flag/v1/closeEvent',
    { eventId: event.id },
    { token: viewers[0]!.userToken },
  );
  expect(refused.body.code).toBe(11030);
  const closed = await a.api.post(
    '/api/flag/v1/closeEvent',
    { eventId: event.id },
    { token: owner.userToken },
  );
  expect(closed.body.code).toBe(200);
  for (const socket of [...sockets, ownerSocket]) {
    expect((await socket.waitFor(isClose, 2000)).payload).toEqual({ eventId: event.id });
    expect((await socket.waitFor(isKick, 2000)).payload).toMatchObject({ code: KickoutCode.EventClosed });
    expect((await socket.closed).code).toBe(4004);
  }

  // The other process reads it ended too.
  const onB = await b.api.get<{ timeState: string }>('/api/events/v2/detail', {
    query: { eventId: event.id },
  });
  expect(onB.body.data.timeState).toBe('past');
  expect(await states()).toEqual({ detail: 'past', card: 'past', search: 'past', inLiveNow: false });
  expect((await requestConnectionToken(b, event.id, viewers[1]!.userToken)).body).toMatchObject(ended);
  const roomState = await b.api.get('/api/socket/v1/roomState', {
    token: viewers[1]!.userToken,
    query: { eventId: event.id },
  });
  expect(roomState.body).toMatchObject(ended);
  expect((await requestConnectionToken(b, event.id, owner.userToken)).body.code).toBe(200);
  return { owner, viewers, event, states };
}

describe('ending and extending an event (one server)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('"End the event": closeEvent and kick-out 2 to every socket, past everywhere, 11080 at the door', async () => {
    await endingHolds(server, server);
  });

  it('extending moves the end everywhere: an ended event extended is live again and opens its door', async () => {
    const { owner, viewers, event, states } = await endingHolds(server, server);
    const extended = await server.api.post<EventView>(
      '/api/events/v1/extend',
      { eventId: event.id, minutes: 15 },
      { token: owner.userToken },
    );
    expect(extended.body.code).toBe(200);
    const endAt = new Date(extended.body.data.endAt ?? 0).getTime();
    expect(endAt).toBeGreaterThan(Date.now() + 14 * minute);
    expect(await states()).toEqual({ detail: 'live', card: 'live', search: 'live', inLiveNow: true });
    expect((await requestConnectionToken(server, event.id, viewers[0]!.userToken)).body.code).toBe(200);
    const detail = await server.api.get<EventView>('/api/events/v3/detail', { query: { eventId: event.id } });
    expect(new Date(detail.body.data.endAt ?? 0).getTime()).toBe(endAt);
  });

  it('an event past its planned end: the audience gets 11080, a host still enters', async () => {
    const owner = await buildMember(server);
    const [viewer, host] = [await buildMember(server), await buildMember(server)];
    const event = await createEventThroughApi(server, owner, {
      startAt: new Date(Date.now() - 120 * minute).toISOString(),
      endAt: new Date(Date.now() - 60 * minute).toISOString(),
    });
    await rsvpToEvent(server, viewer.userToken, event.id);
    await grantRole(server, owner, event.id, host, 'host');
    expect((await requestConnectionToken(server, event.id, viewer.userToken)).body).toMatchObject(ended);
    expect((await requestConnectionToken(server, event.id, host.userToken)).body.code).toBe(200);
    expect((await requestConnectionToken(server, event.id, owner.userToken)).body.code).toBe(200);
  });
});

// Two real server processes sharing one PostgreSQL schema and one Redis.
const pair = useProcessPair();

describe.runIf(pair.runs)('ending an event across two server processes (PostgreSQL + Redis)', () => {
  it('ended on process A: the sockets on process B are closed with code 2, and B reads it past', async () => {
    const { a, b } = pair.get();
    await endingHolds(a, b);
  });
});
