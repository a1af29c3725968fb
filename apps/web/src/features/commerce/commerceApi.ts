import type {
  AddCouponRequest,
  CardDeleted,
  Coupon,
  CouponDeleted,
  CreateInventoryRequest,
  EditTicketRequest,
  InventoryDeleted,
  InventoryView,
  MovieByStripeRequest,
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
import { commerceCalls, paymentsCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';

/** The query keys of commerce lists, for invalidation after a change. */
export const commerceKeys = {
  cards: ['commerce', 'cards'] as const,
  donations: ['commerce', 'donations'] as const,
  coupons: (eventId: string) => ['commerce', 'coupons', eventId] as const,
};

/** Which processor makes card tokens, and Stripe's publishable key. */
export function fetchPaymentsConfig(): Promise<PaymentsConfigAnswer> {
  return api.call(paymentsCalls.config, {}).then(dataOf);
}

/** Card details into a processor token (tok_visa, tok_chargeDeclined…); the whole envelope. */
export function createCardToken(card: TestCardTokenRequest): Promise<Envelope<TestCardTokenAnswer>> {
  return api.call(paymentsCalls.testTokens, { body: card });
}

/** Buys tickets with a card token; the whole envelope, for the purchase codes of spec 000 §8. */
export function purchaseWithCard(request: PurchaseRequest): Promise<Envelope<Order>> {
  return api.call(commerceCalls.stripe, { body: request });
}

/** spec 000 §7 movieByStripe: buys a film (an on-demand event) at its price; the whole envelope. */
export function buyFilmWithCard(request: MovieByStripeRequest): Promise<Envelope<Order>> {
  return api.call(commerceCalls.movieByStripe, { body: request });
}

/** Checks a coupon code for an event; the whole envelope (15006 for an invalid code). */
export function checkCoupon(eventId: string, code: string): Promise<Envelope<Coupon>> {
  return api.call(commerceCalls.coupon, { query: { eventId, code } });
}

/** Donates to an event with a card token; the whole envelope. */
export function donateWithCard(request: DonateByTokenRequest): Promise<Envelope<Donation>> {
  return api.call(commerceCalls.donateByToken, { body: request });
}

/** A page of the signed-in user's orders, newest first. */
export function fetchOrders(page: number): Promise<Page<Order>> {
  return api.call(commerceCalls.list, { query: { page } }).then(dataOf);
}

/** Donates to an event with a saved card (`cid`, the card's cId); the whole envelope. */
export function donateWithSavedCard(request: DonateByCustomerRequest): Promise<Envelope<Donation>> {
  return api.call(commerceCalls.donateByCustomer, { body: request });
}

/** A page of the signed-in user's donations, newest first. */
export function fetchMyDonations(page: number): Promise<Page<Donation>> {
  return api.call(commerceCalls.myDonationList, { query: { page } }).then(dataOf);
}

/** The signed-in user's saved cards, oldest first. */
export function fetchMyCards(): Promise<SavedCardView[]> {
  return api
    .call(commerceCalls.myCards, {})
    .then(dataOf)
    .then((cards) => cards.list);
}

/** Forgets a saved card; the whole envelope. */
export function deleteMyCard(cId: string): Promise<Envelope<CardDeleted>> {
  return api.call(commerceCalls.delMyCard, { body: { cId } });
}

/** A page of an event's coupons, for its editors. */
export function fetchCoupons(eventId: string, page: number): Promise<Page<Coupon>> {
  return api.call(commerceCalls.couponsGet, { query: { eventId, page } }).then(dataOf);
}

/** Adds a coupon to an event; the whole envelope, for the form's refusals. */
export function addCoupon(request: AddCouponRequest): Promise<Envelope<Coupon>> {
  return api.call(commerceCalls.couponsPost, { body: request });
}

/** Deletes a coupon; the whole envelope. */
export function deleteCoupon(couponId: string): Promise<Envelope<CouponDeleted>> {
  return api.call(commerceCalls.couponsItemDelete, { params: { id: couponId } });
}

/** Adds a ticket tier (an inventory) to an event; the whole envelope. */
export function addInventory(request: CreateInventoryRequest): Promise<Envelope<InventoryView>> {
  return api.call(commerceCalls.inventoryPost, { body: request });
}

/** Deletes a ticket tier nobody bought; the whole envelope (4009 once tickets were sold). */
export function deleteInventory(tierId: string): Promise<Envelope<InventoryDeleted>> {
  return api.call(commerceCalls.inventoryItemDelete, { params: { id: tierId } });
}

/** Changes a ticket tier, keeping its tickets sold (spec 000 §7 editTicket); the whole envelope. */
export function editTicket(request: EditTicketRequest): Promise<Envelope<InventoryView>> {
  return api.call(commerceCalls.editTicket, { body: request });
}
