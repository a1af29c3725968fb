import type { FastifyRequest } from 'fastify';
import { textSchema } from '@limelight/protocol';
import { commerceCalls as calls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import { viewerOf, type EventsRoutesOptions } from '../events/index.ts';
import type { CommerceService } from './commerce.service.ts';
import type { CouponsService } from './coupons.service.ts';
import type { DonationsService } from './donations.service.ts';
import type { PassesService } from './passes.service.ts';
import type { RefundsService } from './refunds.service.ts';
import type { TransactionsService } from './transactions.service.ts';

const idempotencyHeaderSchema = textSchema.trim().min(8).max(255).optional();

/** The key of an attempt: the payload's field, else the Idempotency-Key header, else none (a new one). */
function attemptKey(fromBody: string | undefined, request: FastifyRequest): string | undefined {
  const header = idempotencyHeaderSchema.safeParse(request.headers['idempotency-key']);
  return fromBody ?? (header.success ? header.data : undefined);
}

/**
 * Purchases, orders, refunds, passes, transactions and coupons (spec 000 §7 "Purchase and donations"):
 * the commerce group of the HTTP contract (packages/protocol/src/http/commerce.calls.ts).
 */
export function registerCommerceRoutes(
  router: ApiRouter,
  services: {
    commerce: CommerceService;
    coupons: CouponsService;
    donations: DonationsService;
    refunds: RefundsService;
    passes: PassesService;
    transactions: TransactionsService;
  },
  options: EventsRoutesOptions,
): void {
  const { commerce, coupons, donations, refunds, passes, transactions } = services;
  router.implement(calls.stripe, ({ caller, body, request }) =>
    commerce.purchase(
      caller,
      viewerOf(caller, request, options),
      body,
      attemptKey(body.idempotencyKey, request),
    ),
  );
  router.implement(calls.movieByStripe, ({ caller, body, request }) =>
    commerce.buyFilm(
      caller,
      viewerOf(caller, request, options),
      body,
      attemptKey(body.idempotencyKey, request),
    ),
  );
  router.implement(calls.list, ({ caller, query }) =>
    commerce.listOrders(caller, query.page, query.pageSize),
  );
  router.implement(calls.detail, ({ caller, query }) => commerce.orderDetail(caller, query.ticketId));

  // Refunds and the orders of an event: its editors only.
  router.implement(calls.refund, ({ caller, body }) => refunds.refund(caller, body));
  router.implement(calls.eventOrders, ({ caller, query }) => refunds.eventOrders(caller, query));

  // Passes: one's own list; a single pass for anyone holding its unguessable id.
  router.implement(calls.myPasses, ({ caller, query }) =>
    passes.myPasses(caller, query.page, query.pageSize),
  );
  router.implement(calls.pass, ({ query }) => passes.pass(query.passId));
  router.implement(calls.transactions, ({ caller, query }) => transactions.transactions(caller, query));

  // Coupons: the event's editors keep them; buyers check the code they typed.
  router.implement(calls.addCoupon, ({ caller, body }) => coupons.addCoupon(caller, body));
  router.implement(calls.delCoupon, ({ caller, body }) => coupons.delCoupon(caller, body.couponId));
  router.implement(calls.getCouponList, ({ caller, query }) => coupons.getCouponList(caller, query.eventId));
  router.implement(calls.getCoupon, ({ caller, query }) => coupons.getCoupon(caller, query.couponId));
  router.implement(calls.coupon, ({ caller, query, request }) =>
    coupons.checkCoupon(viewerOf(caller, request, options), query.eventId, query.code),
  );

  // Donations and saved cards (members and guests alike: both can pay).
  router.implement(calls.donateByToken, ({ caller, body, request }) =>
    donations.donateByToken(
      caller,
      viewerOf(caller, request, options),
      body,
      attemptKey(body.idempotencyKey, request),
    ),
  );
  router.implement(calls.donateByCustomer, ({ caller, body, request }) =>
    donations.donateByCustomer(
      caller,
      viewerOf(caller, request, options),
      body,
      attemptKey(body.idempotencyKey, request),
    ),
  );
  router.implement(calls.myDonationList, ({ caller, query }) =>
    donations.myDonationList(caller, query.page, query.pageSize),
  );
  router.implement(calls.myCards, ({ caller }) => donations.myCards(caller));
  router.implement(calls.delMyCard, ({ caller, body }) => donations.delMyCard(caller, body.cId));
}
