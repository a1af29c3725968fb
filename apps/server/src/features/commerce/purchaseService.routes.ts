import { commerceCalls as calls } from '@limelight/protocol/http';
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

  router.implement(calls.inventoryPost, ({ caller, body }) => inventory.addInventory(caller, body));
  router.implement(calls.inventoryGet, ({ caller, query, request }) =>
    inventory.listInventories(viewerOf(caller, request, options), query),
  );
  router.implement(calls.inventoryItemGet, ({ caller, params, request }) =>
    inventory.getInventory(viewerOf(caller, request, options), params.id),
  );
  router.implement(calls.inventoryItemDelete, ({ caller, params }) =>
    inventory.deleteInventory(caller, params.id),
  );
  router.implement(calls.editTicket, ({ caller, body }) => inventory.editTicket(caller, body));

  router.implement(calls.couponsPost, ({ caller, body }) => coupons.addCoupon(caller, body));
  router.implement(calls.couponsGet, ({ caller, query }) => coupons.getCouponPage(caller, query));
  router.implement(calls.couponsItemDelete, ({ caller, params }) => coupons.delCoupon(caller, params.id));
}
