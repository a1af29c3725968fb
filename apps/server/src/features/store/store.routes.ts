import { storeCalls as calls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import { viewerOf, type EventsRoutesOptions } from '../events/index.ts';
import type { CartService } from './cart.service.ts';
import type { CheckoutService } from './checkout.service.ts';
import type { StoreService } from './store.service.ts';

/**
 * The store (spec 000 §3 store cart; paths decided in docs/decisions/store.md): products of event, room and
 * influencer stores, the caller's cart, checkout and store orders, under /api/store/v1. The store group of
 * the HTTP contract (packages/protocol/src/http/store.calls.ts).
 */
export function registerStoreRoutes(
  router: ApiRouter,
  services: { store: StoreService; cart: CartService; checkout: CheckoutService },
  options: EventsRoutesOptions,
): void {
  const { store, cart, checkout } = services;

  router.implement(calls.createProduct, ({ caller, body }) => store.createProduct(caller, body));
  router.implement(calls.updateProduct, ({ caller, body }) => store.updateProduct(caller, body));
  router.implement(calls.deleteProduct, ({ caller, body }) =>
    store.deleteProduct(caller, body.storeProductId),
  );
  router.implement(calls.products, ({ caller, query, request }) =>
    store.listProducts(
      viewerOf(caller, request, options),
      query.ownerKind,
      query.ownerId,
      query.page,
      query.pageSize,
    ),
  );
  router.implement(calls.product, ({ caller, query, request }) =>
    store.product(viewerOf(caller, request, options), query.storeProductId),
  );

  // The cart is the caller's, guest or member: both can pay.
  router.implement(calls.cart, ({ caller }) => cart.viewCart(caller));
  router.implement(calls.addLineItem, ({ caller, body, request }) =>
    cart.addLineItem(caller, viewerOf(caller, request, options), body.variantId, body.count),
  );
  router.implement(calls.updateLineItem, ({ caller, body }) =>
    cart.updateLineItem(caller, body.variantId, body.count),
  );
  router.implement(calls.removeLineItem, ({ caller, body }) => cart.removeLineItem(caller, body.variantId));
  router.implement(calls.clearCart, ({ caller }) => cart.clearCart(caller));
  // Right after a login replaced a guest session: the member takes over the guest's cart.
  router.implement(calls.mergeCart, ({ caller, body }) => cart.mergeCart(caller, body.guestToken));

  router.implement(calls.checkout, ({ caller, body, request }) =>
    checkout.checkout(caller, viewerOf(caller, request, options), body, body.idempotencyKey),
  );
  router.implement(calls.orders, ({ caller, query }) =>
    checkout.listOrders(caller, query.page, query.pageSize),
  );
  router.implement(calls.order, ({ caller, query }) => checkout.orderDetail(caller, query.storeOrderId));
}
