import {
  displayNameOf,
  formatPrice,
  toPage,
  type EventOrder,
  type Order,
  type OrderRefundedPayload,
  type Page,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import { inMailLanguage, type Mailer } from '../../platform/mail/mailer.ts';
import type { PaymentProvider } from '../../platform/payments/index.ts';
import type { RefundEvents } from './refunds.socket.ts';
import type { EventsService } from '../events/index.ts';
import { orderOf, unitsOf, verificationCodeOf } from './orderView.ts';
import type { RefundableOrder, RefundsRepo } from './refunds.repo.ts';

export interface RefundsServiceDeps {
  repo: RefundsRepo;
  provider: Pick<PaymentProvider, 'refund'>;
  events: Pick<EventsService, 'editableEventId'>;
  mailer: Mailer;
  /** Tells the buyer of a refund (refunds.socket.ts makes the frame). */
  notify: RefundEvents;
  publicUrl: string;
}

/** Owner refunds of orders (the event's editors) and refunds the card processor reports. */
export function createRefundsService(deps: RefundsServiceDeps) {
  const { repo } = deps;

  async function currentOrder(order: RefundableOrder): Promise<Order> {
    const current = await repo.findOrder({ ticketId: order.ticketId });
    if (!current) throw new Error('refunded order vanished');
    return orderOf(current);
  }

  /** Tells the buyer: an e-mail to the order's address and cya_notification orderRefunded to their sockets. */
  async function notifyBuyer(order: RefundableOrder, reason: string | null): Promise<void> {
    // Tickets are sold in usd only (ticketCurrencies), the price format's default.
    const amount = formatPrice(order.amountCents);
    const eventUrl = new URL(`/event/${encodeURIComponent(order.eventSlug)}`, deps.publicUrl);
    await deps.mailer.send({
      to: order.email,
      subject: `Your order for "${order.eventTitle}" was refunded`,
      text: [
        `Your order of ${order.quantity} × ${order.tierType} for "${order.eventTitle}" was refunded: ${amount} goes back to the card you paid with.`,
        ...(reason ? ['', `Reason: ${reason}`] : []),
        '',
        `The ticket is no longer valid. You can buy a new one on the event page: ${inMailLanguage(eventUrl)}`,
      ].join('\n'),
    });
    const payload: OrderRefundedPayload = {
      ticketId: order.ticketId,
      eventId: order.eventId,
      eventTitle: order.eventTitle,
      amount: unitsOf(order.amountCents),
      currency: order.currency,
    };
    await deps.notify.orderRefunded(order.userId, payload);
  }

  return {
    /**
     * POST /api/purchase/v1/refund: an editor of the event refunds a whole order through the processor
     * (key `refund:<orderId>`). The refund is claimed in the database first, so it reaches the processor
     * once; a repeated refund answers the refunded order, one still with the processor 4009. A free
     * order has nothing to refund (4000).
     */
    async refund(caller: Caller, request: { ticketId: string; reason?: string }): Promise<Order> {
      const order = await repo.findOrder({ ticketId: request.ticketId });
      if (!order || order.status === 'pending') throw new ApiError('NotFound');
      await deps.events.editableEventId(order.eventId, caller);
      if (order.status === 'refunded') return orderOf(order);
      if (order.chargeId === null)
        throw new ApiError('InvalidRequest', 'ticketId: Only paid orders can be refunded');
      if (!(await repo.claimRefund(order.id))) {
        const current = await currentOrder(order);
        if (current.status === 'refunded') return current;
        throw new ApiError('Conflict', 'This order is already being refunded');
      }
      let processorRefundId: string;
      try {
        ({ refundId: processorRefundId } = await deps.provider.refund({
          chargeId: order.chargeId,
          idempotencyKey: `refund:${order.id}`,
        }));
      } catch (error) {
        await repo.releaseClaim(order.id);
        throw error;
      }
      const reason = request.reason || null;
      await repo.recordRefund({
        orderId: order.id,
        processorRefundId,
        amountCents: order.amountCents,
        currency: order.currency,
        reason,
        refundedBy: caller.userId,
      });
      // The processor's report of this refund may have settled it first (markRefundedByCharge).
      if (await repo.settleRefund(order.id, ['refunding'])) await notifyBuyer(order, reason);
      return currentOrder(order);
    },

    /**
     * A refund the processor reports (Stripe's webhook: one made from its dashboard, or the report of
     * one of ours): the order paid with `chargeId` is refunded with the same effects as an owner's
     * refund, once. Answers whether this call refunded it (false: no such order, or refunded already).
     */
    async markRefundedByCharge(chargeId: string, processorRefundId: string | null = null): Promise<boolean> {
      const order = await repo.findOrder({ chargeId });
      if (!order) return false;
      const wasPaid = await repo.settleRefund(order.id, ['paid']);
      // An owner's refund still with the processor records its refund itself when the processor answers.
      const wasRefunding = !wasPaid && (await repo.settleRefund(order.id, ['refunding']));
      if (!wasPaid && !wasRefunding) return false;
      if (wasPaid)
        await repo.recordRefund({
          orderId: order.id,
          processorRefundId,
          amountCents: order.amountCents,
          currency: order.currency,
          reason: null,
          refundedBy: null,
        });
      await notifyBuyer(order, null);
      return true;
    },

    /** GET /api/purchase/v1/eventOrders: an event's orders, newest first, for its editors (11030 otherwise). */
    async eventOrders(
      caller: Caller,
      query: { eventId: string; page: number; pageSize: number },
    ): Promise<Page<EventOrder>> {
      const eventId = await deps.events.editableEventId(query.eventId, caller);
      const { page, pageSize } = query;
      const { rows, total } = await repo.listEventOrders(eventId, pageSize, (page - 1) * pageSize);
      const list = rows.map((row): EventOrder => ({
        ...orderOf(row),
        buyer: { userId: row.buyerId, displayName: displayNameOf({ ...row, userId: row.buyerId }) },
        verificationCode: verificationCodeOf(row.passId),
      }));
      return toPage(list, page, pageSize, total);
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
