import type { FastifyRequest } from 'fastify';
import {
  addCouponRequestSchema,
  couponCheckQuerySchema,
  couponIdRequestSchema,
  couponListQuerySchema,
  delMyCardRequestSchema,
  donateByCustomerRequestSchema,
  donateByTokenRequestSchema,
  donationListQuerySchema,
  eventOrdersQuerySchema,
  movieByStripeRequestSchema,
  myPassesQuerySchema,
  orderDetailQuerySchema,
  orderListQuerySchema,
  passQuerySchema,
  purchaseRequestSchema,
  refundRequestSchema,
  transactionsQuerySchema,
  textSchema,
} from '@limelight/protocol';
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

/** Purchases, orders, refunds, passes, transactions and coupons (spec 000 §7 "Purchase and donations"). */
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
  router.post(
    '/api/purchase/v1/stripe',
    { auth: 'any', body: purchaseRequestSchema },
    ({ caller, body, request }) =>
      commerce.purchase(
        caller,
        viewerOf(caller, request, options),
        body,
        attemptKey(body.idempotencyKey, request),
      ),
  );
  router.post(
    '/api/purchase/v1/movieByStripe',
    { auth: 'any', body: movieByStripeRequestSchema },
    ({ caller, body, request }) =>
      commerce.buyFilm(
        caller,
        viewerOf(caller, request, options),
        body,
        attemptKey(body.idempotencyKey, request),
      ),
  );
  router.get('/api/order/v1/list', { auth: 'any', query: orderListQuerySchema }, ({ caller, query }) =>
    commerce.listOrders(caller, query.page, query.pageSize),
  );
  router.get('/api/order/v1/detail', { auth: 'any', query: orderDetailQuerySchema }, ({ caller, query }) =>
    commerce.orderDetail(caller, query.ticketId),
  );

  // Refunds and the orders of an event: its editors only.
  router.post('/api/purchase/v1/refund', { auth: 'member', body: refundRequestSchema }, ({ caller, body }) =>
    refunds.refund(caller, body),
  );
  router.get(
    '/api/purchase/v1/eventOrders',
    { auth: 'member', query: eventOrdersQuerySchema },
    ({ caller, query }) => refunds.eventOrders(caller, query),
  );

  // Passes: one's own list; a single pass for anyone holding its unguessable id.
  router.get('/api/purchase/v1/myPasses', { auth: 'any', query: myPassesQuerySchema }, ({ caller, query }) =>
    passes.myPasses(caller, query.page, query.pageSize),
  );
  router.get('/api/purchase/v1/pass', { auth: 'none', query: passQuerySchema }, ({ query }) =>
    passes.pass(query.passId),
  );
  router.get(
    '/api/purchase/v1/transactions',
    { auth: 'any', query: transactionsQuerySchema },
    ({ caller, query }) => transactions.transactions(caller, query),
  );

  // Coupons: the event's editors keep them; buyers check the code they typed.
  router.post(
    '/api/events/v1/addCoupon',
    { auth: 'member', body: addCouponRequestSchema },
    ({ caller, body }) => coupons.addCoupon(caller, body),
  );
  router.post(
    '/api/events/v1/delCoupon',
    { auth: 'member', body: couponIdRequestSchema },
    ({ caller, body }) => coupons.delCoupon(caller, body.couponId),
  );
  router.get(
    '/api/events/v1/getCouponList',
    { auth: 'member', query: couponListQuerySchema },
    ({ caller, query }) => coupons.getCouponList(caller, query.eventId),
  );
  router.get(
    '/api/events/v1/getCoupon',
    { auth: 'member', query: couponIdRequestSchema },
    ({ caller, query }) => coupons.getCoupon(caller, query.couponId),
  );
  router.get(
    '/api/purchase/v1/coupon',
    { auth: 'any', query: couponCheckQuerySchema },
    ({ caller, query, request }) =>
      coupons.checkCoupon(viewerOf(caller, request, options), query.eventId, query.code),
  );

  // Donations and saved cards (members and guests alike: both can pay).
  router.post(
    '/api/purchase/v1/donateByToken',
    { auth: 'any', body: donateByTokenRequestSchema },
    ({ caller, body, request }) =>
      donations.donateByToken(
        caller,
        viewerOf(caller, request, options),
        body,
        attemptKey(body.idempotencyKey, request),
      ),
  );
  router.post(
    '/api/purchase/v1/donateByCustomer',
    { auth: 'any', body: donateByCustomerRequestSchema },
    ({ caller, body, request }) =>
      donations.donateByCustomer(
        caller,
        viewerOf(caller, request, options),
        body,
        attemptKey(body.idempotencyKey, request),
      ),
  );
  router.get(
    '/api/purchase/v1/myDonationList',
    { auth: 'any', query: donationListQuerySchema },
    ({ caller, query }) => donations.myDonationList(caller, query.page, query.pageSize),
  );
  router.get('/api/purchase/v1/myCards', { auth: 'any' }, ({ caller }) => donations.myCards(caller));
  router.post(
    '/api/purchase/v1/delMyCard',
    { auth: 'any', body: delMyCardRequestSchema },
    ({ caller, body }) => donations.delMyCard(caller, body.cId),
  );
}
