import {
  addCouponRequestSchema,
  createInventoryRequestSchema,
  editTicketRequestSchema,
  eventResourceListQuerySchema,
  purchaseResourceParamsSchema,
} from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import { viewerOf, type EventsRoutesOptions } from '../events/index.ts';
import type { CouponsService } from './coupons.service.ts';
import type { InventoryService } from './inventory.service.ts';

/**
 * The purchase service's resources (spec 000 §7 "Purchase and donations": ticket inventories POST, GET,
 * DELETE by id; coupons POST, GET by eventId, DELETE by id) and editTicket of "Events (API prefix)".
 * The coupon routes are REST names for the calls of commerce.routes.ts.
 */
export function registerPurchaseServiceRoutes(
  router: ApiRouter,
  services: { inventory: InventoryService; coupons: CouponsService },
  options: EventsRoutesOptions,
): void {
  const { inventory, coupons } = services;

  router.post(
    '/api/purchase/v1/inventory',
    { auth: 'member', body: createInventoryRequestSchema },
    ({ caller, body }) => inventory.addInventory(caller, body),
  );
  router.get(
    '/api/purchase/v1/inventory',
    { auth: 'optional', query: eventResourceListQuerySchema },
    ({ caller, query, request }) => inventory.listInventories(viewerOf(caller, request, options), query),
  );
  router.get(
    '/api/purchase/v1/inventory/:id',
    { auth: 'optional', params: purchaseResourceParamsSchema },
    ({ caller, params, request }) => inventory.getInventory(viewerOf(caller, request, options), params.id),
  );
  router.delete(
    '/api/purchase/v1/inventory/:id',
    { auth: 'member', params: purchaseResourceParamsSchema },
    ({ caller, params }) => inventory.deleteInventory(caller, params.id),
  );
  router.post(
    '/api/events/v1/editTicket',
    { auth: 'member', body: editTicketRequestSchema },
    ({ caller, body }) => inventory.editTicket(caller, body),
  );

  router.post(
    '/api/purchase/v1/coupons',
    { auth: 'member', body: addCouponRequestSchema },
    ({ caller, body }) => coupons.addCoupon(caller, body),
  );
  router.get(
    '/api/purchase/v1/coupons',
    { auth: 'member', query: eventResourceListQuerySchema },
    ({ caller, query }) => coupons.getCouponPage(caller, query),
  );
  router.delete(
    '/api/purchase/v1/coupons/:id',
    { auth: 'member', params: purchaseResourceParamsSchema },
    ({ caller, params }) => coupons.delCoupon(caller, params.id),
  );
}
