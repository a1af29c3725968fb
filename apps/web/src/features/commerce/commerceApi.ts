import type {
  Coupon,
  DonateByTokenRequest,
  Envelope,
  Order,
  Page,
  PurchaseRequest,
  TestCardTokenAnswer,
  TestCardTokenRequest,
} from '@limelight/protocol';
import { api, dataOf } from '../../lib/api/index.ts';

/** The commerce paths of spec 000 §7 "Purchase and donations" and the test processor's token call. */
const CommercePath = {
  TestToken: '/api/payments/v1/testTokens',
  Stripe: '/api/purchase/v1/stripe',
  Coupon: '/api/purchase/v1/coupon',
  DonateByToken: '/api/purchase/v1/donateByToken',
  Orders: '/api/order/v1/list',
} as const;

/** Card details into a processor token (tok_visa, tok_chargeDeclined…); the whole envelope. */
export function createCardToken(card: TestCardTokenRequest): Promise<Envelope<TestCardTokenAnswer>> {
  return api.post<TestCardTokenAnswer>(CommercePath.TestToken, card);
}

/** Buys tickets with a card token; the whole envelope, for the purchase codes of spec 000 §8. */
export function purchaseWithCard(request: PurchaseRequest): Promise<Envelope<unknown>> {
  return api.post<unknown>(CommercePath.Stripe, request);
}

/** Checks a coupon code for an event; the whole envelope (15006 for an invalid code). */
export function checkCoupon(eventId: string, code: string): Promise<Envelope<Coupon>> {
  return api.get<Coupon>(CommercePath.Coupon, { eventId, code });
}

/** Donates to an event with a card token; the whole envelope. */
export function donateWithCard(request: DonateByTokenRequest): Promise<Envelope<unknown>> {
  return api.post<unknown>(CommercePath.DonateByToken, request);
}

/** A page of the signed-in user's orders, newest first. */
export function fetchOrders(page: number): Promise<Page<Order>> {
  return api.get<Page<Order>>(CommercePath.Orders, { page }).then(dataOf);
}
