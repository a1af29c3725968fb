import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { Payments } from '../../platform/payments/index.ts';
import type { UploadRegistry } from '../../platform/storage/uploadRegistry.ts';
import { createCartRepo } from './cart.repo.ts';
import { createCartService, type CartServiceDeps } from './cart.service.ts';
import { createCheckoutService, type CheckoutServiceDeps } from './checkout.service.ts';
import { createStoreRepo } from './store.repo.ts';
import { createStoreService } from './store.service.ts';
import { createStoreAccess, type StoreAccessDeps } from './storeAccess.ts';
import { createStoreOrdersRepo } from './storeOrders.repo.ts';
import { registerStoreRoutes } from './store.routes.ts';
import { createStoreOrderMail } from './orderMail.ts';

export interface StoreModuleDeps extends Omit<StoreAccessDeps, 'publicUrl'> {
  db: Kysely<Database>;
  config: Pick<Config, 'publicUrl' | 'countryHeader'>;
  payments: Payments;
  emailOf: CheckoutServiceDeps['emailOf'];
  findSavedCard: CheckoutServiceDeps['findSavedCard'];
  resolveCaller: CartServiceDeps['resolveCaller'];
  uploads: Pick<UploadRegistry, 'attach'>;
  mailer: Mailer;
  log: Logger;
}

/** The store (docs/decisions/store.md): products, the caller's cart, checkout and orders, with their routes. */
export function createStoreModule(deps: StoreModuleDeps) {
  const products = createStoreRepo(deps.db);
  const carts = createCartRepo(deps.db);
  const access = createStoreAccess({ ...deps, publicUrl: deps.config.publicUrl });
  const services = {
    store: createStoreService({ repo: products, access, attachUploads: deps.uploads.attach }),
    cart: createCartService({ repo: carts, products, access, resolveCaller: deps.resolveCaller }),
    checkout: createCheckoutService({
      repo: createStoreOrdersRepo(deps.db),
      carts,
      access,
      payments: deps.payments,
      emailOf: deps.emailOf,
      findSavedCard: deps.findSavedCard,
      mailReceipt: createStoreOrderMail({ ...deps, publicUrl: deps.config.publicUrl }),
    }),
  };
  const module: FeatureModule = {
    name: 'store',
    routes: ({ router }) =>
      registerStoreRoutes(router, services, { countryHeader: deps.config.countryHeader }),
  };
  return { module };
}
