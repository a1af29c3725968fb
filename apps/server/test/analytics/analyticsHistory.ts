import type { ConnectionTokenAnswer, EventView } from '@limelight/protocol';
import type { ApiHost, TestMember } from '../factories.ts';
import { buildMember, createEventThroughApi, rsvpToEvent, sendRoomChat } from '../factories.ts';
import { TestSocket } from '../socketClient.ts';
import type { TestServer } from '../testServer.ts';
import { buyTicket, createPaidEvent } from '../commerce/purchaseKit.ts';
import { castClient, expectOk } from '../cast/castHarness.ts';
import { storeApi, variantIdOf } from '../store/storeApi.ts';

/** The platform's fake clock, moved by the history. */
export interface FakeClock {
  nowMs: number;
}

/** The scripted history's people and events. */
export interface History {
  owner: TestMember;
  concert: EventView;
  benefit: EventView;
  buyers: TestMember[];
  guests: TestMember[];
  startMs: number;
}

const secondsMs = 1000;

/** Waits until the server has recorded what the gateway told of a socket (joins and leaves are async). */
async function openStays(server: TestServer, userId: string): Promise<number> {
  const rows = await server.limelight.db
    .selectFrom('analyticsSessions')
    .select('id')
    .where('userId', '=', userId)
    .where('leftAt', 'is', null)
    .execute();
  return rows.length;
}

/** Waits until the server has written `count` open stays of a person (checked every 10 ms, up to 5 s). */
async function untilOpenStays(server: TestServer, userId: string, count: number): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    if ((await openStays(server, userId)) === count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${userId} never had ${count} open stays`);
}

/** Opens a room socket at `atMs` on the fake clock, asking for its token as `client`. */
export async function joinAt(
  server: TestServer,
  clock: FakeClock,
  atMs: number,
  eventId: string,
  member: TestMember,
  client = 'web-43',
): Promise<TestSocket> {
  clock.nowMs = atMs;
  const before = await openStays(server, member.userId);
  const { body } = await server.api.request<ConnectionTokenAnswer>(
    'POST',
    '/api/socket/v1/getConnectionToken',
    {
      token: member.userToken,
      body: JSON.stringify({ eventId }),
      headers: { 'X-Client': client },
    },
  );
  if (body.code !== 200) throw new Error(`no socket token: ${body.code} ${body.message}`);
  const socket = await TestSocket.open(server.url, body.data.token);
  await untilOpenStays(server, member.userId, before + 1);
  return socket;
}

/** Closes a room socket at `atMs` on the fake clock, once the server has written its leave. */
export async function leaveAt(
  server: TestServer,
  clock: FakeClock,
  atMs: number,
  socket: TestSocket,
  member: TestMember,
): Promise<void> {
  clock.nowMs = atMs;
  const before = await openStays(server, member.userId);
  socket.close();
  await untilOpenStays(server, member.userId, before - 1);
}

/**
 * Guest 2 buys the Concert on demand as a film ($12.50, the film purchase call) and two $19.99 posters
 * from the Concert's store.
 */
async function buyFilmAndMerchandise(
  server: TestServer,
  owner: TestMember,
  eventId: string,
  buyer: TestMember,
) {
  const film = await server.api.post(
    '/api/purchase/v1/movieByStripe',
    { movieId: eventId, moviePrice: '12.50', stripeToken: 'tok_visa' },
    { token: buyer.userToken },
  );
  if (film.body.code !== 200) throw new Error(`film purchase failed: ${film.body.code} ${film.body.message}`);
  const store = storeApi(server);
  const poster = await store.productOf(owner.userToken, {
    ownerKind: 'event',
    ownerId: eventId,
    title: 'Poster',
    variants: [{ name: 'A2', unitPrice: 1999, stock: 10 }],
  });
  const cart = await store.cartWith(buyer.userToken, variantIdOf(poster), 2);
  const order = await store.checkout(buyer.userToken, {
    cartId: cart.cartId,
    totalPrice: cart.totalPrice,
    stripeToken: 'tok_visa',
    idempotencyKey: `analytics-${eventId}`,
  });
  if (order.body.code !== 200)
    throw new Error(`store checkout failed: ${order.body.code} ${order.body.message}`);
}

/**
 * Two events of one host and what happened at them, at known times (seconds after the start):
 *
 * - "Concert" (Paid, $12.50): two buyers. Buyer 0 joins on the web at 0 and leaves at 180; buyer 1 joins
 *   on iOS at 60 and leaves at 300; the owner joins at 120 and leaves at 600. Buyer 0 writes two chat
 *   messages; the owner marks one as a question. Buyer 1 applies at 70; the owner approves at 130, invites
 *   at 135; buyer 1 accepts at 140 (on stage) and is taken off at 200: 60 s on stage. Guest 2 buys it
 *   on demand as a film ($12.50) and two $19.99 posters from its store.
 * - "Benefit" (Donate): three RSVPs; guest 0 joins on Android at 150, leaves at 170; a $5 donation.
 *
 * So: registrants 3 + 3; attendees 3 + 1; peak 3 (Concert, 120–180) and 4 across both (150–170); watch
 * 180 + 240 + 480 = 900 s over 3 people (Concert), 20 s (Benefit); revenue $25 tickets, $12.50 film,
 * $39.98 store (Concert) and $5 donations (Benefit).
 */
export async function playHistory(server: TestServer, clock: FakeClock): Promise<History> {
  const startMs = clock.nowMs;
  const t = (seconds: number) => startMs + seconds * secondsMs;
  const owner = await buildMember(server);
  const concert = await createPaidEvent(server, owner, {
    title: 'Concert',
    tickets: [{ type: 'General', price: '12.50', min: 1, max: 10, total: 100 }],
  });
  const benefit = await createEventThroughApi(server, owner, { title: 'Benefit', type: 'Donate' });
  const buyers = [await buildMember(server), await buildMember(server)];
  for (const buyer of buyers) {
    const { body } = await buyTicket(server, buyer, {
      eventId: concert.id,
      rawPrice: 12.5,
      finalPrice: '12.50',
    });
    if (body.code !== 200) throw new Error(`purchase failed: ${body.code} ${body.message}`);
  }
  const guests = [await buildMember(server), await buildMember(server), await buildMember(server)];
  for (const guest of guests) await rsvpToEvent(server, guest.userToken, benefit.id);
  const donation = await server.api.post(
    '/api/purchase/v1/donateByToken',
    { eventId: benefit.id, token: 'tok_visa', amountInCent: 500, ua: 'web' },
    { token: guests[1]!.userToken },
  );
  if (donation.body.code !== 200) throw new Error(`donation failed: ${donation.body.code}`);
  await buyFilmAndMerchandise(server, owner, concert.id, guests[2]!);

  const [first, second] = buyers as [TestMember, TestMember];
  const cast = castClient(server, concert.id);
  const firstSocket = await joinAt(server, clock, t(0), concert.id, first);
  clock.nowMs = t(30);
  const said = await sendRoomChat(server, concert.id, 'Hello', first.userToken);
  await sendRoomChat(server, concert.id, 'When does it start?', first.userToken);
  const secondSocket = await joinAt(server, clock, t(60), concert.id, second, 'ios-12');
  clock.nowMs = t(70);
  expectOk(await cast.post('v1/apply', second));
  const ownerSocket = await joinAt(server, clock, t(120), concert.id, owner);
  clock.nowMs = t(125);
  expectOk(
    await server.api.post(
      '/api/chat/v1/message/question',
      { id: said.body.data.id, eventId: concert.id, isQuestion: 1 },
      { token: owner.userToken },
    ),
  );
  clock.nowMs = t(130);
  expectOk(await cast.on('v1/approve', owner, second));
  clock.nowMs = t(135);
  expectOk(await cast.on('v1/online/invite', owner, second));
  clock.nowMs = t(140);
  expectOk(await cast.post('v1/online/accept', second));
  const guestSocket = await joinAt(server, clock, t(150), benefit.id, guests[0]!, 'android-3');
  await leaveAt(server, clock, t(170), guestSocket, guests[0]!);
  await leaveAt(server, clock, t(180), firstSocket, first);
  clock.nowMs = t(200);
  expectOk(await cast.on('v2/online/close', owner, second));
  await leaveAt(server, clock, t(300), secondSocket, second);
  await leaveAt(server, clock, t(600), ownerSocket, owner);
  return { owner, concert, benefit, buyers, guests, startMs };
}

/** A GET of the analytics API as `member`, with the filter's query. */
export function analyticsGet<T>(
  server: ApiHost,
  member: TestMember,
  path: string,
  query: Record<string, string>,
) {
  return server.api.get<T>(`/api/analytics/v1/${path}`, { token: member.userToken, query });
}
