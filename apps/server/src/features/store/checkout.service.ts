import { randomUUID } from 'node:crypto';
import {
  cardDeclineMessage,
  cartTotals,
  toPage,
  type CheckoutPayload,
  type Page,
  type StoreOrder,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { PaymentSource, Payments } from '../../platform/payments/index.ts';
import type { Viewer } from '../events/index.ts';
import type { CartRepo } from './cart.repo.ts';
import { cartBeingPaid } from './cart.service.ts';
import type { StoreAccess } from './storeAccess.ts';
import type { StoreOrderRecord, StoreOrdersRepo } from './storeOrders.repo.ts';
import { amountsOf } from './storeViews.ts';

/** The currency the processor charges store orders in (spec 000 §9 cart currency CAD, lower case for it). */
const chargeCurrency = 'cad';

export interface CheckoutServiceDeps {
  repo: StoreOrdersRepo;
  carts: Pick<CartRepo, 'findCartInUse' | 'lines'>;
  access: Pick<StoreAccess, 'openStore' | 'webUrlOf'>;
  payments: Payments;
  /** The account e-mail of a person, the receipt address when the payload has none. */
  emailOf: (userId: string) => Promise<string | null>;
  /** A saved card of the person's (the commerce feature keeps them). */
  findSavedCard: (userId: string, cId: string) => Promise<{ customerId: string; cardId: string } | undefined>;
  /** The receipt to the buyer once paid. */
  mailReceipt: (order: StoreOrder) => Promise<void>;
}

/** Checkout of the store cart and the buyer's store orders. */
export function createCheckoutService(deps: CheckoutServiceDeps) {
  const { repo, payments } = deps;

  function orderOf(record: StoreOrderRecord): StoreOrder {
    const metaData = { ownerKind: record.ownerKind, ownerId: record.ownerId };
    return {
      storeOrderId: record.id,
      cartId: record.cartId,
      ...amountsOf(record.lines),
      metaData,
      webUrl: deps.access.webUrlOf(metaData),
      email: record.email,
      createdAt: new Date(record.createdAt).toISOString(),
    };
  }

  /** What pays: the card token, or a saved card of the caller's (15010 'missing card' for any other). */
  async function sourceOf(caller: Caller, body: CheckoutPayload): Promise<PaymentSource> {
    if (body.cId !== undefined) {
      const card = await deps.findSavedCard(caller.userId, body.cId);
      if (!card) throw new ApiError('CardDeclined', cardDeclineMessage('missingCard'));
      return { kind: 'savedCard', customerId: card.customerId, cardId: card.cardId };
    }
    if (body.stripeToken === undefined) throw new ApiError('StripeTokenRequired');
    return { kind: 'token', token: body.stripeToken };
  }

  return {
    /**
     * Pays the caller's cart. Checks in the order the buyer can act on them: the cart (4004), not empty
     * (4000), its store still open to the buyer (the store's codes), the total shown (15007), e-mail (15009), card (15008, 15010 for an unknown saved card); then
     * freezes the cart, takes the stock (15004) and charges the card in CAD, giving the stock back and
     * reopening the cart when the card is refused (15010 with the card's message). A retried attempt
     * answers its order and is charged once.
     */
    async checkout(
      caller: Caller,
      viewer: Viewer,
      body: CheckoutPayload,
      idempotencyKey: string = randomUUID(),
    ): Promise<StoreOrder> {
      const earlier = await repo.findOrderByKey(caller.userId, idempotencyKey);
      if (earlier?.status === 'paid') return orderOf(earlier);
      if (earlier) throw new ApiError('Conflict');

      const cart = await deps.carts.findCartInUse(caller.userId);
      if (cart?.id !== body.cartId) throw new ApiError('NotFound');
      const lines = await deps.carts.lines(cart.id);
      const [first] = lines;
      if (!first) throw new ApiError('InvalidRequest', 'Your cart is empty');
      // A room may have turned private, an event been hidden, since the items were added.
      await deps.access.openStore(first.ownerKind, first.ownerId, viewer);
      const shown = cartTotals(lines.map((line) => ({ unitPrice: line.unitPriceCents, count: line.count })));
      if (shown.totalPrice !== body.totalPrice) throw new ApiError('PriceMismatch');
      const email = body.email ?? (await deps.emailOf(caller.userId));
      if (!email) throw new ApiError('EmailRequired');
      const source = await sourceOf(caller, body);

      const reserved = await repo.reserve({
        userId: caller.userId,
        cartId: cart.id,
        expectedTotal: body.totalPrice,
        email,
        idempotencyKey,
      });
      if (reserved === 'cartBusy') throw cartBeingPaid();
      if (reserved === 'empty') throw new ApiError('InvalidRequest', 'Your cart is empty');
      if (reserved === 'priceMismatch') throw new ApiError('PriceMismatch');
      if (reserved === 'soldOut') throw new ApiError('SoldOut');

      const chargeId = await payments.chargeReserved(
        {
          amountCents: reserved.totalCents,
          currency: chargeCurrency,
          source,
          idempotencyKey: `store:${caller.userId}:${idempotencyKey}`,
          description: `Store order ${reserved.orderId}`,
        },
        () => repo.release(reserved.orderId),
      );
      await repo.markPaid(reserved.orderId, chargeId);
      const order = await repo.findPaidOrder(caller.userId, reserved.orderId);
      if (!order) throw new Error('paid store order vanished');
      const paid = orderOf(order);
      await deps.mailReceipt(paid);
      return paid;
    },

    async listOrders(caller: Caller, page: number, pageSize: number): Promise<Page<StoreOrder>> {
      const { rows, total } = await repo.listPaidOrders(caller.userId, pageSize, (page - 1) * pageSize);
      return toPage(rows.map(orderOf), page, pageSize, total);
    },

    async orderDetail(caller: Caller, storeOrderId: string): Promise<StoreOrder> {
      const order = await repo.findPaidOrder(caller.userId, storeOrderId);
      if (!order) throw new ApiError('NotFound');
      return orderOf(order);
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
