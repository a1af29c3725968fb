import {
  addLineItemRequestSchema,
  checkoutRequestSchema,
  createStoreProductRequestSchema,
  mergeCartRequestSchema,
  removeLineItemRequestSchema,
  storeOrderListQuerySchema,
  storeOrderQuerySchema,
  storeProductIdSchema,
  storeProductsQuerySchema,
  updateLineItemRequestSchema,
  updateStoreProductRequestSchema,
} from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import { viewerOf, type EventsRoutesOptions } from '../events/index.ts';
import type { CartService } from './cart.service.ts';
import type { CheckoutService } from './checkout.service.ts';
import type { StoreService } from './store.service.ts';

/**
 * The store (spec 000 §3 store cart; paths decided in docs/decisions/store.md): products of event, room and
 * influencer stores, the caller's cart, checkout and store orders, under /api/store/v1.
 */
export function registerStoreRoutes(
  router: ApiRouter,
  services: { store: StoreService; cart: CartService; checkout: CheckoutService },
  options: EventsRoutesOptions,
): void {
  const { store, cart, checkout } = services;

  router.post(
    '/api/store/v1/createProduct',
    { auth: 'member', body: createStoreProductRequestSchema },
    ({ caller, body }) => store.createProduct(caller, body),
  );
  router.post(
    '/api/store/v1/updateProduct',
    { auth: 'member', body: updateStoreProductRequestSchema },
    ({ caller, body }) => store.updateProduct(caller, body),
  );
  router.post(
    '/api/store/v1/deleteProduct',
    { auth: 'member', body: storeProductIdSchema },
    ({ caller, body }) => store.deleteProduct(caller, body.storeProductId),
  );
  router.get(
    '/api/store/v1/products',
    { auth: 'optional', query: storeProductsQuerySchema },
    ({ caller, query, request }) =>
      store.listProducts(
        viewerOf(caller, request, options),
        query.ownerKind,
        query.ownerId,
        query.page,
        query.pageSize,
      ),
  );
  router.get(
    '/api/store/v1/product',
    { auth: 'optional', query: storeProductIdSchema },
    ({ caller, query, request }) => store.product(viewerOf(caller, request, options), query.storeProductId),
  );

  // The cart is the caller's, guest or member: both can pay.
  router.get('/api/store/v1/cart', { auth: 'any' }, ({ caller }) => cart.viewCart(caller));
  router.post(
    '/api/store/v1/addLineItem',
    { auth: 'any', body: addLineItemRequestSchema },
    ({ caller, body, request }) =>
      cart.addLineItem(caller, viewerOf(caller, request, options), body.variantId, body.count),
  );
  router.post(
    '/api/store/v1/updateLineItem',
    { auth: 'any', body: updateLineItemRequestSchema },
    ({ caller, body }) => cart.updateLineItem(caller, body.variantId, body.count),
  );
  router.post(
    '/api/store/v1/removeLineItem',
    { auth: 'any', body: removeLineItemRequestSchema },
    ({ caller, body }) => cart.removeLineItem(caller, body.variantId),
  );
  router.post('/api/store/v1/clearCart', { auth: 'any' }, ({ caller }) => cart.clearCart(caller));
  // Right after a login replaced a guest session: the member takes over the guest's cart.
  router.post(
    '/api/store/v1/mergeCart',
    { auth: 'member', body: mergeCartRequestSchema },
    ({ caller, body }) => cart.mergeCart(caller, body.guestToken),
  );

  router.post(
    '/api/store/v1/checkout',
    { auth: 'any', body: checkoutRequestSchema },
    ({ caller, body, request }) =>
      checkout.checkout(caller, viewerOf(caller, request, options), body, body.idempotencyKey),
  );
  router.get('/api/store/v1/orders', { auth: 'any', query: storeOrderListQuerySchema }, ({ caller, query }) =>
    checkout.listOrders(caller, query.page, query.pageSize),
  );
  router.get('/api/store/v1/order', { auth: 'any', query: storeOrderQuerySchema }, ({ caller, query }) =>
    checkout.orderDetail(caller, query.storeOrderId),
  );
}
