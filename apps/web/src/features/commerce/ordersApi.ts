import type { Envelope, EventOrder, Order, Page, Pass, RefundRequest } from '@limelight/protocol';
import { commerceCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';

/** The query keys of orders and passes, so that a refund can refresh every view of them. */
export const orderKeys = {
  all: ['commerce', 'orders'] as const,
  mine: ['commerce', 'orders', 'mine'] as const,
  detail: (ticketId: string) => ['commerce', 'orders', 'detail', ticketId] as const,
  ofEvent: (eventId: string) => ['commerce', 'orders', 'event', eventId] as const,
  passes: ['commerce', 'passes'] as const,
  pass: (passId: string) => ['commerce', 'passes', passId] as const,
};

/** One of the signed-in user's orders, its receipt. */
export function fetchOrderDetail(ticketId: string): Promise<Order> {
  return api.call(commerceCalls.detail, { query: { ticketId } }).then(dataOf);
}

/** Refunds a whole order as an editor of its event; the whole envelope, for the refusal's message. */
export function refundOrder(request: RefundRequest): Promise<Envelope<Order>> {
  return api.call(commerceCalls.refund, { body: request });
}

/** A page of an event's orders, newest first (its editors only). */
export function fetchEventOrders(eventId: string, page: number): Promise<Page<EventOrder>> {
  return api.call(commerceCalls.eventOrders, { query: { eventId, page } }).then(dataOf);
}

/** A page of the signed-in user's passes, coming and live events first. */
export function fetchMyPasses(page: number): Promise<Page<Pass>> {
  return api.call(commerceCalls.myPasses, { query: { page } }).then(dataOf);
}

/** A pass by its id, for anyone who has it. */
export function fetchPass(passId: string): Promise<Pass> {
  return api.call(commerceCalls.pass, { query: { passId } }).then(dataOf);
}
