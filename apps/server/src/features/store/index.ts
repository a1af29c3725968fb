import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { Payments } from '../../platform/payments/index.ts';
import type { AttachUploads } from '../../platform/storage/uploadRegistry.ts';
import { createCartRepo } from './cart.repo.ts';
import { createCartService, type CartServiceDeps } from './cart.service.ts';
import { createCheckoutService, type CheckoutServiceDeps } from './checkout.service.ts';
import { createStoreRepo } from './store.repo.ts';
import { createStoreService } from './store.service.ts';
import { createStoreAccess, type StoreAccessDeps } from './storeAccess.ts';
import { createStoreOrdersRepo } from './storeOrders.repo.ts';

export { registerStoreRoutes } from './store.routes.ts';

export interface StoreFeatureDeps extends StoreAccessDeps {
  db: Kysely<Database>;
  payments: Payments;
  emailOf: CheckoutServiceDeps['emailOf'];
  findSavedCard: CheckoutServiceDeps['findSavedCard'];
  resolveCaller: CartServiceDeps['resolveCaller'];
  attachUploads: AttachUploads;
}

/** The store's services (docs/decisions/store.md): products, the caller's cart, checkout and orders. */
export function createStoreFeature(deps: StoreFeatureDeps) {
  const products = createStoreRepo(deps.db);
  const carts = createCartRepo(deps.db);
  const access = createStoreAccess(deps);
  return {
    store: createStoreService({ repo: products, access, attachUploads: deps.attachUploads }),
    cart: createCartService({ repo: carts, products, access, resolveCaller: deps.resolveCaller }),
    checkout: createCheckoutService({
      repo: createStoreOrdersRepo(deps.db),
      carts,
      access,
      payments: deps.payments,
      emailOf: deps.emailOf,
      findSavedCard: deps.findSavedCard,
    }),
  };
}
