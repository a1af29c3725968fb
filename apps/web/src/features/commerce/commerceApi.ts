import type {
  AddCouponRequest,
  Coupon,
  CreateInventoryRequest,
  EditTicketRequest,
  InventoryView,
  DonateByCustomerRequest,
  DonateByTokenRequest,
  Donation,
  Envelope,
  Order,
  Page,
  PaymentsConfigAnswer,
  PurchaseRequest,
  SavedCardView,
  TestCardTokenAnswer,
  TestCardTokenRequest,
} from '@limelight/protocol';
import { api, dataOf } from '../../lib/api/index.ts';

/** The commerce paths of spec 000 §7 "Purchase and donations" and the card processor's calls. */
const CommercePath = {
  PaymentsConfig: '/api/payments/v1/config',
  TestToken: '/api/payments/v1/testTokens',
  Stripe: '/api/purchase/v1/stripe',
  Coupon: '/api/purchase/v1/coupon',
  DonateByToken: '/api/purchase/v1/donateByToken',
  DonateByCustomer: '/api/purchase/v1/donateByCustomer',
  MyDonations: '/api/purchase/v1/myDonationList',
  MyCards: '/api/purchase/v1/myCards',
  DeleteMyCard: '/api/purchase/v1/delMyCard',
  Coupons: '/api/purchase/v1/coupons',
  Inventory: '/api/purchase/v1/inventory',
  EditTicket: '/api/events/v1/editTicket',
  Orders: '/api/order/v1/list',
} as const;

/** The query keys of commerce lists, for invalidation after a change. */
export const commerceKeys = {
  cards: ['commerce', 'cards'] as const,
  donations: ['commerce', 'donations'] as const,
  coupons: (eventId: string) => ['commerce', 'coupons', eventId] as const,
};

/**
 * Which processor makes card tokens, and Stripe's publishable key. Typed, not parsed (zod stays out of
 * this chunk): a caller must treat anything but `processor: 'stripe'` as the test processor.
 */
export function fetchPaymentsConfig(): Promise<Partial<PaymentsConfigAnswer> | null> {
  return api.get<Partial<PaymentsConfigAnswer> | null>(CommercePath.PaymentsConfig).then(dataOf);
}

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

/** Donates to an event with a saved card (`cid`, the card's cId); the whole envelope. */
export function donateWithSavedCard(request: DonateByCustomerRequest): Promise<Envelope<unknown>> {
  return api.post<unknown>(CommercePath.DonateByCustomer, request);
}

/** A page of the signed-in user's donations, newest first. */
export function fetchMyDonations(page: number): Promise<Page<Donation>> {
  return api.get<Page<Donation>>(CommercePath.MyDonations, { page }).then(dataOf);
}

/** The signed-in user's saved cards, oldest first. */
export function fetchMyCards(): Promise<SavedCardView[]> {
  return api
    .get<{ list: SavedCardView[] }>(CommercePath.MyCards)
    .then(dataOf)
    .then((cards) => cards.list);
}

/** Forgets a saved card; the whole envelope. */
export function deleteMyCard(cId: string): Promise<Envelope<unknown>> {
  return api.post<unknown>(CommercePath.DeleteMyCard, { cId });
}

/** A page of an event's coupons, for its editors. */
export function fetchCoupons(eventId: string, page: number): Promise<Page<Coupon>> {
  return api.get<Page<Coupon>>(CommercePath.Coupons, { eventId, page }).then(dataOf);
}

/** Adds a coupon to an event; the whole envelope, for the form's refusals. */
export function addCoupon(request: AddCouponRequest): Promise<Envelope<Coupon>> {
  return api.post<Coupon>(CommercePath.Coupons, request);
}

/** Deletes a coupon; the whole envelope. */
export function deleteCoupon(couponId: string): Promise<Envelope<unknown>> {
  return api.delete<unknown>(`${CommercePath.Coupons}/${encodeURIComponent(couponId)}`);
}

/** Adds a ticket tier (an inventory) to an event; the whole envelope. */
export function addInventory(request: CreateInventoryRequest): Promise<Envelope<InventoryView>> {
  return api.post<InventoryView>(CommercePath.Inventory, request);
}

/** Deletes a ticket tier nobody bought; the whole envelope (4009 once tickets were sold). */
export function deleteInventory(tierId: string): Promise<Envelope<unknown>> {
  return api.delete<unknown>(`${CommercePath.Inventory}/${encodeURIComponent(tierId)}`);
}

/** Changes a ticket tier, keeping its tickets sold (spec 000 §7 editTicket); the whole envelope. */
export function editTicket(request: EditTicketRequest): Promise<Envelope<InventoryView>> {
  return api.post<InventoryView>(CommercePath.EditTicket, request);
}
