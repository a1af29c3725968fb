import { expect } from 'vitest';
import type {
  CreateStoreProductRequest,
  MergeCartAnswer,
  StoreCart,
  StoreOrder,
  StoreProduct,
} from '@limelight/protocol';
import type { ApiAnswer } from '../apiClient.ts';
import { buildMember, type TestMember } from '../factories.ts';
import { startTestServer, type TestServer } from '../testServer.ts';

/** The real server, public at https://limelight.example (store links), its store calls and a seller. */
export async function startStoreServer(): Promise<{
  server: TestServer;
  store: StoreApi;
  seller: TestMember;
}> {
  const server = await startTestServer({ PUBLIC_URL: 'https://limelight.example' });
  return { server, store: storeApi(server), seller: await buildMember(server) };
}

/** The store calls of docs/decisions/store.md, as a caller holding `token` makes them. */
export function storeApi(server: TestServer) {
  const post = <T>(path: string, token: string, body: unknown): Promise<ApiAnswer<T>> =>
    server.api.post<T>(`/api/store/v1/${path}`, body, { token });
  return {
    createProduct: (token: string, product: CreateStoreProductRequest) =>
      post<StoreProduct>('createProduct', token, product),
    updateProduct: (token: string, changes: Record<string, unknown>) =>
      post<StoreProduct>('updateProduct', token, changes),
    deleteProduct: (token: string, storeProductId: string) =>
      post<{ storeProductId: string; deleted: true }>('deleteProduct', token, { storeProductId }),
    cart: (token: string) => server.api.get<StoreCart>('/api/store/v1/cart', { token }),
    addLineItem: (token: string, variantId: string, count?: number) =>
      post<StoreCart>('addLineItem', token, { variantId, count }),
    updateLineItem: (token: string, variantId: string, count: number) =>
      post<StoreCart>('updateLineItem', token, { variantId, count }),
    removeLineItem: (token: string, variantId: string) =>
      post<StoreCart>('removeLineItem', token, { variantId }),
    clearCart: (token: string) => post<StoreCart>('clearCart', token, {}),
    mergeCart: (token: string, guestToken: string) =>
      post<MergeCartAnswer>('mergeCart', token, { guestToken }),
    checkout: (token: string, payment: Record<string, unknown>) =>
      post<StoreOrder>('checkout', token, payment),

    /** A product the caller manages, created or the test fails. */
    async productOf(token: string, product: CreateStoreProductRequest): Promise<StoreProduct> {
      const { body } = await post<StoreProduct>('createProduct', token, product);
      expect(body.code).toBe(200);
      return body.data;
    },

    /** The caller's cart after adding `count` of a variant, or the test fails. */
    async cartWith(token: string, variantId: string, count: number): Promise<StoreCart> {
      const { body } = await post<StoreCart>('addLineItem', token, { variantId, count });
      expect(body.code).toBe(200);
      return body.data;
    },
  };
}

export type StoreApi = ReturnType<typeof storeApi>;

/** One variant of a product: its id, or the test fails. */
export function variantIdOf(product: StoreProduct, index = 0): string {
  const variant = product.variants[index];
  if (!variant) throw new Error(`product ${product.storeProductId} has no variant ${index}`);
  return variant.variantId;
}
