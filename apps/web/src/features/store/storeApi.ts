import type {
  CheckoutRequest,
  CreateStoreProductRequest,
  Envelope,
  MergeCartAnswer,
  Page,
  Store,
  StoreCart,
  StoreOrder,
  StoreOwnerKind,
  StoreProduct,
  UpdateStoreProductRequest,
  UploadAnswer,
} from '@limelight/protocol';
import { commonCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';

/** The store's paths (docs/decisions/store.md). */
const StorePath = {
  Products: '/api/store/v1/products',
  CreateProduct: '/api/store/v1/createProduct',
  UpdateProduct: '/api/store/v1/updateProduct',
  DeleteProduct: '/api/store/v1/deleteProduct',
  Cart: '/api/store/v1/cart',
  AddLineItem: '/api/store/v1/addLineItem',
  UpdateLineItem: '/api/store/v1/updateLineItem',
  RemoveLineItem: '/api/store/v1/removeLineItem',
  ClearCart: '/api/store/v1/clearCart',
  MergeCart: '/api/store/v1/mergeCart',
  Checkout: '/api/store/v1/checkout',
  Orders: '/api/store/v1/orders',
} as const;

/** A page of a store's products with the store itself (its name, whether the caller manages it). */
export type StoreProductPage = Page<StoreProduct> & { store: Store };

export function fetchStoreProducts(
  ownerKind: StoreOwnerKind,
  ownerId: string,
  page: number,
): Promise<StoreProductPage> {
  return api.get<StoreProductPage>(StorePath.Products, { ownerKind, ownerId, page }).then(dataOf);
}

/** Creates a product; the whole envelope, for the form's refusals. */
export function createProduct(product: CreateStoreProductRequest): Promise<Envelope<StoreProduct>> {
  return api.post<StoreProduct>(StorePath.CreateProduct, product);
}

/** Stores a product photo (the platform's upload, as a content image); its address goes in `image`. */
export function uploadProductImage(file: File, onProgress: (sentFraction: number) => void) {
  return api.uploadFile<UploadAnswer>(commonCalls.upload.path, file, {
    fields: { type: 'contentImage' },
    onProgress,
  });
}

export function updateProduct(changes: UpdateStoreProductRequest): Promise<Envelope<StoreProduct>> {
  return api.post<StoreProduct>(StorePath.UpdateProduct, changes);
}

export function deleteProduct(storeProductId: string): Promise<Envelope<unknown>> {
  return api.post<unknown>(StorePath.DeleteProduct, { storeProductId });
}

export function fetchCart(): Promise<StoreCart> {
  return api.get<StoreCart>(StorePath.Cart).then(dataOf);
}

/** Cart changes answer the whole envelope: the cart, or why the change was refused. */
export function addLineItem(variantId: string, count: number): Promise<Envelope<StoreCart>> {
  return api.post<StoreCart>(StorePath.AddLineItem, { variantId, count });
}

export function updateLineItem(variantId: string, count: number): Promise<Envelope<StoreCart>> {
  return api.post<StoreCart>(StorePath.UpdateLineItem, { variantId, count });
}

export function removeLineItem(variantId: string): Promise<Envelope<StoreCart>> {
  return api.post<StoreCart>(StorePath.RemoveLineItem, { variantId });
}

export function clearCart(): Promise<Envelope<StoreCart>> {
  return api.post<StoreCart>(StorePath.ClearCart, {});
}

/** Takes over the cart of the guest session just left, proved by its token; the whole envelope. */
export function mergeCart(guestToken: string): Promise<Envelope<MergeCartAnswer>> {
  return api.post<MergeCartAnswer>(StorePath.MergeCart, { guestToken });
}

/** Pays the cart; the whole envelope, for the card form's refusals. */
export function checkout(request: CheckoutRequest): Promise<Envelope<StoreOrder>> {
  return api.post<StoreOrder>(StorePath.Checkout, request);
}

/** A page of the caller's store orders, newest first. */
export function fetchStoreOrders(page: number): Promise<Page<StoreOrder>> {
  return api.get<Page<StoreOrder>>(StorePath.Orders, { page }).then(dataOf);
}
