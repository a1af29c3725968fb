import { pageSchema } from '../envelope.ts';
import {
  addLineItemRequestSchema,
  cartSchema,
  checkoutRequestSchema,
  createStoreProductRequestSchema,
  mergeCartAnswerSchema,
  mergeCartRequestSchema,
  removeLineItemRequestSchema,
  storeOrderListQuerySchema,
  storeOrderQuerySchema,
  storeOrderSchema,
  storeProductDeletedSchema,
  storeProductIdSchema,
  storeProductPageSchema,
  storeProductSchema,
  storeProductsQuerySchema,
  updateLineItemRequestSchema,
  updateStoreProductRequestSchema,
} from '../schemas/store.ts';
import { defineCall } from './call.ts';

/**
 * The refusals of a store the caller may not open: an event's as the event's (hidden, private), a hidden
 * room's or an unknown influencer's 4004.
 */
const unopenedStore = ['NotFound', 'PrivateEvent', 'PrivateEventNotInvited'] as const;
/** The refusals of a store the caller may not manage: 11030 for an event's or room's, 4003 for another's own. */
const unmanagedStore = [...unopenedStore, 'NotEventOwner', 'Forbidden'] as const;

/**
 * The store (spec 000 §3 store cart; docs/decisions/store.md): products of event, room and influencer
 * stores, the caller's cart (4009 with `data.reason` for another store's items or a cart being paid),
 * checkout and store orders.
 */
export const storeCalls = {
  createProduct: defineCall({
    method: 'POST',
    path: '/api/store/v1/createProduct',
    auth: 'member',
    body: createStoreProductRequestSchema,
    answer: storeProductSchema,
    codes: unmanagedStore,
    summary: 'A manager of the store adds a product with its variants.',
  }),
  updateProduct: defineCall({
    method: 'POST',
    path: '/api/store/v1/updateProduct',
    auth: 'member',
    body: updateStoreProductRequestSchema,
    answer: storeProductSchema,
    codes: unmanagedStore,
    summary: 'A manager of the store changes the fields sent; variants sent replace the list.',
  }),
  deleteProduct: defineCall({
    method: 'POST',
    path: '/api/store/v1/deleteProduct',
    auth: 'member',
    body: storeProductIdSchema,
    answer: storeProductDeletedSchema,
    codes: unmanagedStore,
    summary: 'A manager of the store deletes a product.',
  }),
  products: defineCall({
    method: 'GET',
    path: '/api/store/v1/products',
    auth: 'optional',
    query: storeProductsQuerySchema,
    answer: storeProductPageSchema,
    codes: unopenedStore,
    summary:
      "A page of a store's products, newest first, with the store (and whether the caller manages it).",
  }),
  product: defineCall({
    method: 'GET',
    path: '/api/store/v1/product',
    auth: 'optional',
    query: storeProductIdSchema,
    answer: storeProductSchema,
    codes: unopenedStore,
    summary: 'One product; an inactive one only for the managers of its store.',
  }),
  cart: defineCall({
    method: 'GET',
    path: '/api/store/v1/cart',
    auth: 'any',
    answer: cartSchema,
    codes: [],
    summary: "The caller's open cart, amounts in cents.",
  }),
  addLineItem: defineCall({
    method: 'POST',
    path: '/api/store/v1/addLineItem',
    auth: 'any',
    body: addLineItemRequestSchema,
    answer: cartSchema,
    codes: [...unopenedStore, 'Conflict', 'SoldOut'],
    summary: 'Adds count more of a variant to the cart, which holds one store’s items.',
  }),
  updateLineItem: defineCall({
    method: 'POST',
    path: '/api/store/v1/updateLineItem',
    auth: 'any',
    body: updateLineItemRequestSchema,
    answer: cartSchema,
    codes: ['NotFound', 'Conflict', 'SoldOut'],
    summary: 'Sets how many of a variant in the cart the caller wants.',
  }),
  removeLineItem: defineCall({
    method: 'POST',
    path: '/api/store/v1/removeLineItem',
    auth: 'any',
    body: removeLineItemRequestSchema,
    answer: cartSchema,
    codes: ['NotFound', 'Conflict'],
    summary: 'Removes a variant from the cart.',
  }),
  clearCart: defineCall({
    method: 'POST',
    path: '/api/store/v1/clearCart',
    auth: 'any',
    answer: cartSchema,
    codes: ['Conflict'],
    summary: 'Empties the cart.',
  }),
  mergeCart: defineCall({
    method: 'POST',
    path: '/api/store/v1/mergeCart',
    auth: 'member',
    body: mergeCartRequestSchema,
    answer: mergeCartAnswerSchema,
    codes: ['Forbidden', 'Conflict'],
    summary: 'Right after a login: the member takes over the cart of the guest session they left.',
  }),
  checkout: defineCall({
    method: 'POST',
    path: '/api/store/v1/checkout',
    auth: 'any',
    body: checkoutRequestSchema,
    answer: storeOrderSchema,
    codes: [
      ...unopenedStore,
      'Conflict',
      'PriceMismatch',
      'EmailRequired',
      'StripeTokenRequired',
      'SoldOut',
      'CardDeclined',
    ],
    summary: 'Pays the cart with a card token or a saved card (idempotencyKey names the attempt).',
  }),
  orders: defineCall({
    method: 'GET',
    path: '/api/store/v1/orders',
    auth: 'any',
    query: storeOrderListQuerySchema,
    answer: pageSchema(storeOrderSchema),
    codes: [],
    summary: "The caller's store orders, newest first.",
  }),
  order: defineCall({
    method: 'GET',
    path: '/api/store/v1/order',
    auth: 'any',
    query: storeOrderQuerySchema,
    answer: storeOrderSchema,
    codes: ['NotFound'],
    summary: 'One store order of the caller.',
  }),
} as const;
