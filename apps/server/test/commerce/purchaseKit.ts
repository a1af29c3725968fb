import type { EventView, Order, Page, PurchaseRequest, TierView } from '@limelight/protocol';
import type { ApiAnswer } from '../apiClient.ts';
import { buildMember, createEventThroughApi, type TestMember } from '../factories.ts';
import { startTestServer, type TestServer } from '../testServer.ts';

/** Whoever holds a session: a member or a guest. */
export interface Caller {
  userToken: string;
}

/** A ticket tier as the owner types it when creating the event. */
export interface TierInput {
  type: string;
  price: string | number;
  min: number;
  max: number;
  total: number;
}

/**
 * A ticket purchase as POST /api/purchase/v1/stripe takes it. Tests send wrong values on purpose, so only
 * the event is required.
 */
export type TicketPurchase = Partial<PurchaseRequest> & Pick<PurchaseRequest, 'eventId'>;

/** The real server (startTestServer) and a member who owns the events its tests sell tickets for. */
export async function startWithEventOwner(
  env: Record<string, string> = {},
  options: { clock?: () => Date } = {},
): Promise<{ server: TestServer; owner: TestMember }> {
  const server = await startTestServer(env, options);
  return { server, owner: await buildMember(server) };
}

/** A Paid event of `owner` selling `tickets`, published unless told otherwise. */
export function createPaidEvent(
  server: TestServer,
  owner: TestMember,
  fields: { title: string; tickets: TierInput[] } & Record<string, unknown>,
  options: { publish?: boolean } = {},
): Promise<EventView> {
  return createEventThroughApi(server, owner, { type: 'Paid', ...fields }, options);
}

/**
 * Buys through POST /api/purchase/v1/stripe as `buyer`: a General ticket paid with Stripe's test Visa,
 * unless `purchase` says otherwise (`stripeToken: undefined` sends none).
 */
export function buyTicket(
  server: TestServer,
  buyer: Caller,
  purchase: TicketPurchase,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<Order>> {
  return server.api.request<Order>('POST', '/api/purchase/v1/stripe', {
    token: buyer.userToken,
    body: JSON.stringify({ type: 'General', stripeToken: 'tok_visa', ...purchase }),
    headers,
  });
}

/** The order of a purchase (as `buyTicket`) that has to succeed for the test to go on. */
export async function purchasedOrder(
  server: TestServer,
  buyer: Caller,
  purchase: TicketPurchase,
): Promise<Order> {
  const { body } = await buyTicket(server, buyer, purchase);
  if (body.code !== 200) throw new Error(`purchase failed: ${body.code} ${body.message}`);
  return body.data;
}

/** How many tickets each tier of the event still has on sale, in tier order, as `viewer` reads them. */
export async function ticketsLeft(server: TestServer, viewer: Caller, eventId: string): Promise<number[]> {
  const { body } = await server.api.get<Page<TierView>>(`/api/eventsvc/${eventId}/tiers`, {
    token: viewer.userToken,
  });
  return body.data.list.map((tier) => tier.amount);
}

/** Whether `member` holds a ticket to the event, as the event page reads it. */
export async function holdsTicket(server: TestServer, member: Caller, eventId: string): Promise<boolean> {
  const { body } = await server.api.get<EventView>('/api/events/v1/detail', {
    token: member.userToken,
    query: { eventId },
  });
  return body.data.hasTicket;
}

/** The processor's charge id kept on an order. */
export async function chargeIdOf(server: TestServer, ticketId: string): Promise<string | null> {
  const order = await server.limelight.db
    .selectFrom('orders')
    .select('chargeId')
    .where('ticketId', '=', ticketId)
    .executeTakeFirstOrThrow();
  return order.chargeId;
}
