import type { StoreOwnerKind } from '@limelight/protocol';
import { infiniteQueryOptions, useQuery } from '@tanstack/react-query';
import { nextPageParam } from '../../lib/api/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { fetchCart, fetchStoreOrders, fetchStoreProducts } from './storeApi.ts';

/** The cache keys of the store; the prefix lets a checkout refetch stock, cart and orders at once. */
export const storeKeys = {
  all: ['store'] as const,
  products: (ownerKind: StoreOwnerKind, ownerId: string) =>
    [...storeKeys.all, 'products', ownerKind, ownerId] as const,
  cart: () => [...storeKeys.all, 'cart'] as const,
  orders: () => [...storeKeys.all, 'orders'] as const,
};

/** A store's products, page by page, with the store. */
export function storeProductsQuery(ownerKind: StoreOwnerKind, ownerId: string) {
  return infiniteQueryOptions({
    queryKey: storeKeys.products(ownerKind, ownerId),
    queryFn: ({ pageParam }) => fetchStoreProducts(ownerKind, ownerId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

/** The caller's store orders, newest first. */
export const storeOrdersQuery = infiniteQueryOptions({
  queryKey: storeKeys.orders(),
  queryFn: ({ pageParam }) => fetchStoreOrders(pageParam),
  initialPageParam: 1,
  getNextPageParam: nextPageParam,
});

/** The caller's cart, once there is a caller (the navigation guards make a guest for visitors). */
export function useCart() {
  const hasSession = useSessionStore((state) => state.session !== null);
  return useQuery({ queryKey: storeKeys.cart(), queryFn: fetchCart, enabled: hasSession });
}
