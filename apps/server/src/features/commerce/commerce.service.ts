import { randomUUID } from 'node:crypto';
import {
  cardDeclineMessage,
  discountedCents,
  priceUnitsToCents,
  ticketCurrencies,
  toPage,
  type Order,
  type Page,
  type PurchasePayload,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { Payments } from '../../platform/payments/index.ts';
import type { EventsService, Viewer } from '../events/index.ts';
import type { CommerceRepo, OrderRecord } from './commerce.repo.ts';
import type { CouponsService } from './coupons.service.ts';

export interface CommerceServiceDeps {
  repo: CommerceRepo;
  payments: Payments;
  events: Pick<EventsService, 'purchaseStanding'>;
  coupons: Pick<CouponsService, 'usableCoupon'>;
  /** The account e-mail of a person, the receipt address when the payload has none. */
  emailOf: (userId: string) => Promise<string | null>;
}

const isTicketCurrency = (currency: string) => ticketCurrencies.some((known) => known === currency);

function orderOf(record: OrderRecord): Order {
  return {
    ticketId: record.ticketId,
    eventId: record.eventId,
    eventTitle: record.eventTitle,
    type: record.tierType,
    quantity: record.quantity,
    price: record.amountCents / 100,
    currency: record.currency,
    email: record.email,
    createdAt: new Date(record.createdAt).toISOString(),
  };
}

/** Ticket purchases (spec 000 §7 POST /purchase/v1/stripe) and the buyer's orders. */
export function createCommerceService(deps: CommerceServiceDeps) {
  const { repo, payments } = deps;

  /** The answer of an attempt already made with this key: its order once paid, 4009 while in progress. */
  async function earlierAttempt(userId: string, idempotencyKey: string): Promise<Order | undefined> {
    const earlier = await repo.findOrderByKey(userId, idempotencyKey);
    if (!earlier) return undefined;
    if (earlier.status !== 'paid') throw new ApiError('Conflict');
    return orderOf(earlier);
  }

  return {
    /**
     * Buys `quantity` tickets of the tier `type`. Checks in the order the buyer can act on them: the
     * event, currency (15005), a ticket held (15001), region (15003), stock (15004), coupon (15006),
     * price (15007), e-mail (15009), card token (15008); then reserves the tickets and charges the card,
     * giving them back when the card is refused (15010 with the card's message).
     */
    async purchase(
      caller: Caller,
      viewer: Viewer,
      body: PurchasePayload,
      idempotencyKey: string = randomUUID(),
    ): Promise<Order> {
      const repeated = await earlierAttempt(caller.userId, idempotencyKey);
      if (repeated) return repeated;
      const standing = await deps.events.purchaseStanding(body.eventId, viewer);
      if (!isTicketCurrency(body.currency)) throw new ApiError('UnsupportedCurrency');
      if (standing.hasTicket) throw new ApiError('TicketAlreadyPurchased');
      if (standing.regionBlocked) throw new ApiError('RestrictedArea');
      const tier = await repo.findTier(standing.eventId, body.type);
      if (!tier) throw new ApiError('InvalidRequest', 'type: This ticket type does not exist');
      if (tier.total - tier.sold < body.quantity) throw new ApiError('SoldOut');
      const coupon = body.couponCode
        ? await deps.coupons.usableCoupon(standing.eventId, body.couponCode)
        : undefined;
      const rawCents = tier.priceCents * body.quantity;
      const amountCents = coupon ? discountedCents(rawCents, coupon) : rawCents;
      if (priceUnitsToCents(body.rawPrice) !== rawCents || priceUnitsToCents(body.finalPrice) !== amountCents)
        throw new ApiError('PriceMismatch');
      const email = body.email || (await deps.emailOf(caller.userId));
      if (!email) throw new ApiError('EmailRequired');
      if (amountCents > 0 && !body.stripeToken) throw new ApiError('StripeTokenRequired');

      const reserved = await repo.reserve({
        userId: caller.userId,
        eventId: standing.eventId,
        tierId: tier.id,
        tierType: tier.type,
        couponId: coupon?.id ?? null,
        quantity: body.quantity,
        amountCents,
        currency: body.currency,
        email,
        referral: body.referral ?? null,
        idempotencyKey,
      });
      if (reserved === 'soldOut') throw new ApiError('SoldOut');
      if (reserved === 'alreadyPurchased') throw new ApiError('TicketAlreadyPurchased');
      if (reserved === 'couponUsedUp') throw new ApiError('InvalidCoupon');

      if (amountCents > 0 && body.stripeToken) {
        const charged = await payments
          .charge({
            amountCents,
            currency: body.currency,
            source: { kind: 'token', token: body.stripeToken },
            idempotencyKey: `purchase:${caller.userId}:${idempotencyKey}`,
            description: `${standing.title}: ${body.quantity} × ${tier.type}`,
          })
          .catch(async (error: unknown) => {
            await repo.release(reserved.orderId);
            throw error;
          });
        if (!charged.ok) {
          await repo.release(reserved.orderId);
          throw new ApiError('CardDeclined', cardDeclineMessage(charged.reason));
        }
      }
      await repo.markPaid(reserved.orderId);
      const order = await repo.findOrder(caller.userId, { orderId: reserved.orderId });
      if (!order) throw new Error('paid order vanished');
      return orderOf(order);
    },

    async listOrders(caller: Caller, page: number, pageSize: number): Promise<Page<Order>> {
      const { rows, total } = await repo.listOrders(caller.userId, pageSize, (page - 1) * pageSize);
      return toPage(rows.map(orderOf), page, pageSize, total);
    },

    async orderDetail(caller: Caller, ticketId: string): Promise<Order> {
      const order = await repo.findOrder(caller.userId, { ticketId });
      if (!order) throw new ApiError('NotFound');
      return orderOf(order);
    },
  };
}

export type CommerceService = ReturnType<typeof createCommerceService>;
