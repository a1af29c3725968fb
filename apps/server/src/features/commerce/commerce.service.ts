import { randomUUID } from 'node:crypto';
import {
  discountedCents,
  priceUnitsToCents,
  ticketCurrencies,
  toPage,
  type MovieByStripeRequest,
  type Order,
  type OrderKind,
  type Page,
  type PurchasePayload,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { PaymentSource, Payments } from '../../platform/payments/index.ts';
import type { EventsService, Viewer } from '../events/index.ts';
import type { CommerceRepo } from './commerce.repo.ts';
import type { CouponsService } from './coupons.service.ts';
import type { DonationsRepo } from './donations.repo.ts';
import type { PurchaseMails } from './purchaseMails.ts';
import { orderOf } from './orderView.ts';

export interface CommerceServiceDeps {
  repo: CommerceRepo;
  payments: Payments;
  events: Pick<EventsService, 'purchaseStanding'>;
  coupons: Pick<CouponsService, 'usableCoupon'>;
  /** A saved card of a person's (the donations feature keeps them). */
  findCard: DonationsRepo['findCard'];
  /** The account e-mail of a person, the receipt address when the payload has none. */
  emailOf: (userId: string) => Promise<string | null>;
  /** The buyer's confirmation e-mail, with the pass. */
  mails: Pick<PurchaseMails, 'ticketBought'>;
}

/** One purchase as both purchase calls ask for it: tickets of a tier by type, or a film's first tier. */
interface Sale {
  eventRef: string;
  kind: OrderKind;
  /** The tier's type; a film sells its first tier. */
  tierType: string | undefined;
  quantity: number;
  rawPrice: string | number;
  finalPrice: string | number;
  currency: string;
  couponCode?: string;
  email?: string;
  referral?: string;
  stripeToken?: string;
  cId?: string;
}

const isTicketCurrency = (currency: string) => ticketCurrencies.some((known) => known === currency);

/**
 * Ticket and film purchases (spec 000 §7 POST /purchase/v1/stripe, movieByStripe) and the buyer's
 * orders.
 */
export function createCommerceService(deps: CommerceServiceDeps) {
  const { repo, payments } = deps;

  /** The answer of an attempt already made with this key: its order once paid, 4009 while in progress. */
  async function earlierAttempt(userId: string, idempotencyKey: string): Promise<Order | undefined> {
    const earlier = await repo.findOrderByKey(userId, idempotencyKey);
    if (!earlier) return undefined;
    if (earlier.status === 'pending') throw new ApiError('Conflict');
    return orderOf(earlier);
  }

  /** What pays: a saved card of the caller's (another's or a deleted one: 4004), else the card token (15008). */
  async function paymentSourceOf(caller: Caller, sale: Sale): Promise<PaymentSource> {
    if (sale.cId) {
      const card = await deps.findCard(caller.userId, sale.cId);
      if (!card) throw new ApiError('NotFound');
      return { kind: 'savedCard', customerId: card.customerId, cardId: card.cardId };
    }
    if (!sale.stripeToken) throw new ApiError('StripeTokenRequired');
    return { kind: 'token', token: sale.stripeToken };
  }

  /**
   * Sells a purchase. Checks in the order the buyer can act on them: the event, currency (15005), a
   * ticket held (15001), region (15003), the tier, stock (15004), coupon (15006), price (15007), e-mail
   * (15009), what pays (15008, 4004); then reserves the tickets and charges the card, giving them back
   * when the card is refused (15010 with the card's message).
   */
  async function sell(caller: Caller, viewer: Viewer, sale: Sale, idempotencyKey: string): Promise<Order> {
    const repeated = await earlierAttempt(caller.userId, idempotencyKey);
    if (repeated) return repeated;
    const standing = await deps.events.purchaseStanding(sale.eventRef, viewer);
    if (!isTicketCurrency(sale.currency)) throw new ApiError('UnsupportedCurrency');
    if (standing.hasTicket) throw new ApiError('TicketAlreadyPurchased');
    if (standing.regionBlocked) throw new ApiError('RestrictedArea');
    const tier = await repo.findTier(standing.eventId, sale.tierType);
    if (!tier)
      throw new ApiError(
        'InvalidRequest',
        sale.kind === 'film' ? 'movieId: This film is not for sale' : 'type: This ticket type does not exist',
      );
    if (tier.total - tier.sold < sale.quantity) throw new ApiError('SoldOut');
    const coupon = sale.couponCode
      ? await deps.coupons.usableCoupon(standing.eventId, sale.couponCode)
      : undefined;
    const rawCents = tier.priceCents * sale.quantity;
    const amountCents = coupon ? discountedCents(rawCents, coupon) : rawCents;
    if (priceUnitsToCents(sale.rawPrice) !== rawCents || priceUnitsToCents(sale.finalPrice) !== amountCents)
      throw new ApiError('PriceMismatch');
    const email = sale.email || (await deps.emailOf(caller.userId));
    if (!email) throw new ApiError('EmailRequired');
    const source = amountCents > 0 ? await paymentSourceOf(caller, sale) : undefined;

    const reserved = await repo.reserve({
      userId: caller.userId,
      eventId: standing.eventId,
      tierId: tier.id,
      tierType: tier.type,
      kind: sale.kind,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      quantity: sale.quantity,
      unitPriceCents: tier.priceCents,
      amountCents,
      currency: sale.currency,
      email,
      referral: sale.referral ?? null,
      idempotencyKey,
    });
    if (reserved === 'soldOut') throw new ApiError('SoldOut');
    if (reserved === 'alreadyPurchased') throw new ApiError('TicketAlreadyPurchased');
    if (reserved === 'couponUsedUp') throw new ApiError('InvalidCoupon');

    let chargeId: string | null = null;
    if (source) {
      chargeId = await payments.chargeReserved(
        {
          amountCents,
          currency: sale.currency,
          source,
          idempotencyKey: `purchase:${caller.userId}:${idempotencyKey}`,
          description: `${standing.title}: ${sale.quantity} × ${tier.type}`,
        },
        () => repo.release(reserved.orderId),
      );
    }
    await repo.markPaid(reserved.orderId, chargeId);
    const order = await repo.findOrder(caller.userId, { orderId: reserved.orderId });
    if (!order) throw new Error('paid order vanished');
    const paid = orderOf(order);
    await deps.mails.ticketBought(caller.userId, paid);
    return paid;
  }

  return {
    /** POST /api/purchase/v1/stripe: `quantity` tickets of the tier `type`, paid by card token or saved card. */
    purchase(
      caller: Caller,
      viewer: Viewer,
      body: PurchasePayload,
      idempotencyKey: string = randomUUID(),
    ): Promise<Order> {
      const { eventId, type, ...sale } = body;
      return sell(
        caller,
        viewer,
        { ...sale, eventRef: eventId, tierType: type, kind: 'ticket' },
        idempotencyKey,
      );
    },

    /**
     * POST /api/purchase/v1/movieByStripe: a film is an on-demand event; buying it buys one ticket of
     * its first tier at `moviePrice`, with every check and code of a ticket purchase.
     */
    buyFilm(
      caller: Caller,
      viewer: Viewer,
      body: MovieByStripeRequest,
      idempotencyKey: string = randomUUID(),
    ): Promise<Order> {
      const sale: Sale = {
        eventRef: body.movieId,
        kind: 'film',
        tierType: undefined,
        quantity: 1,
        rawPrice: body.moviePrice,
        finalPrice: body.moviePrice,
        currency: ticketCurrencies[0],
        email: body.email,
        stripeToken: body.stripeToken,
        cId: body.cId,
      };
      return sell(caller, viewer, sale, idempotencyKey);
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
