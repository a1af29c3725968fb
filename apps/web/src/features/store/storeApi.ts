import type {
  CheckoutRequest,
  CreateStoreProductRequest,
  Envelope,
  MergeCartAnswer,
  Page,
  StoreCart,
  StoreOrder,
  StoreOwnerKind,
  StoreProduct,
  StoreProductDeleted,
  StoreProductPage,
  UpdateStoreProductRequest,
} from '@limelight/protocol';
import { commonCalls, storeCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';

export function fetchStoreProducts(
  ownerKind: StoreOwnerKind,
  ownerId: string,
  page: number,
): Promise<StoreProductPage> {
  return api.call(storeCalls.products, { query: { ownerKind, ownerId, page } }).then(dataOf);
}

/** Creates a product; the whole envelope, for the form's refusals. */
export function createProduct(product: CreateStoreProductRequest): Promise<Envelope<StoreProduct>> {
  return api.call(storeCalls.createProduct, { body: product });
}

/** Stores a product photo (the platform's upload, as a content image); its address goes in `image`. */
export function uploadProductImage(file: File, onProgress: (sentFraction: number) => void) {
  return api.uploadFile(commonCalls.upload, file, {
    fields: { type: 'contentImage' },
    onProgress,
  });
}

export function updateProduct(changes: UpdateStoreProductRequest): Promise<Envelope<StoreProduct>> {
  return api.call(storeCalls.updateProduct, { body: changes });
}

export function deleteProduct(storeProductId: string): Promise<Envelope<StoreProductDeleted>> {
  return api.call(storeCalls.deleteProduct, { body: { storeProductId } });
}

export function fetchCart(): Promise<StoreCart> {
  return api.call(storeCalls.cart, {}).then(dataOf);
}

/** Cart changes answer the whole envelope: the cart, or why the change was refused. */
export function addLineItem(variantId: string, count: number): Promise<Envelope<StoreCart>> {
  return api.call(storeCalls.addLineItem, { body: { variantId, count } });
}

export function updateLineItem(variantId: string, count: number): Promise<Envelope<StoreCart>> {
  return api.call(storeCalls.updateLineItem, { body: { variantId, count } });
}

export function removeLineItem(variantId: string): Promise<Envelope<StoreCart>> {
  return api.call(storeCalls.removeLineItem, { body: { variantId } });
}

export function clearCart(): Promise<Envelope<StoreCart>> {
  return api.call(storeCalls.clearCart, {});
}

/** Takes over the cart of the guest session just left, proved by its token; the whole envelope. */
export function mergeCart(guestToken: string): Promise<Envelope<MergeCartAnswer>> {
  return api.call(storeCalls.mergeCart, { body: { guestToken } });
}

/** Pays the cart; the whole envelope, for the card form's refusals. */
export function checkout(request: CheckoutRequest): Promise<Envelope<StoreOrder>> {
  return api.call(storeCalls.checkout, { body: request });
}

/** A page of the caller's store orders, newest first. */
export function fetchStoreOrders(page: number): Promise<Page<StoreOrder>> {
  return api.call(storeCalls.orders, { query: { page } }).then(dataOf);
}
