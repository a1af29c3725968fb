import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp.ts';

/** A coupon of an event (spec 000 §3): a percentage or an amount off, limited to `count` uses or not. */
export interface CouponsTable {
  id: string;
  eventId: string;
  code: string;
  type: 'percent' | 'amount';
  value: number;
  limited: boolean;
  count: number;
  used: Generated<number>;
  startAt: Timestamp | null;
  endAt: Timestamp | null;
  createdAt: Generated<Date>;
}

/** A card the processor keeps for a person (spec 000 §3 saved card); `id` is the wire's `cId`. */
export interface SavedCardsTable {
  id: string;
  userId: string;
  customerId: string;
  cardId: string;
  last4: string;
  createdAt: Generated<Date>;
}

/** A paid donation to an event; one per charge. */
export interface DonationsTable {
  id: string;
  userId: string;
  eventId: string;
  amountCents: number;
  currency: string;
  chargeId: string;
  createdAt: Generated<Date>;
}

/** A purchase of tickets of one tier with the buyer's ticket (features/commerce). */
export interface OrdersTable {
  id: string;
  ticketId: string;
  userId: string;
  eventId: string;
  tierId: string | null;
  tierType: string;
  couponId: string | null;
  quantity: number;
  amountCents: number;
  currency: string;
  email: string;
  referral: string | null;
  idempotencyKey: string;
  /** pending while the card is charged; refunding while the processor refunds it. */
  status: 'pending' | 'paid' | 'refunding' | 'refunded';
  kind: 'ticket' | 'film';
  /** The tier's price when bought; `amountCents` is what was paid. */
  unitPriceCents: number;
  couponCode: string | null;
  /** The ticket's pass, kept once a refund deleted the ticket. */
  passId: string;
  /** The charge that paid the order; null for a free order. */
  chargeId: string | null;
  paidAt: Date | null;
  refundClaimedAt: Date | null;
  refundedAt: Date | null;
  createdAt: Generated<Date>;
}

/** A refund the card processor made of an order. */
export interface RefundsTable {
  id: string;
  orderId: string;
  processorRefundId: string | null;
  amountCents: number;
  currency: string;
  reason: string | null;
  /** The editor who refunded; null for a refund made outside the platform. */
  refundedBy: string | null;
  createdAt: Generated<Date>;
}

/** Coupons, saved cards, donations, orders and refunds (features/commerce). */
export interface CommerceTables {
  coupons: CouponsTable;
  savedCards: SavedCardsTable;
  donations: DonationsTable;
  orders: OrdersTable;
  refunds: RefundsTable;
}
