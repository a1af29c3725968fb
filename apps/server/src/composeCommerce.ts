import type { Kysely } from 'kysely';
import type { CallerResolver } from './platform/auth/callerResolver.ts';
import type { Config } from './platform/config.ts';
import type { Logger } from './platform/logger.ts';
import type { Database } from './platform/db/schema.ts';
import type { HttpApp } from './platform/http/httpApp.ts';
import type { ApiRouter } from './platform/http/router.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { RealtimeDelivery } from './platform/realtime/delivery.ts';
import {
  createPayments,
  createPaymentsRepo,
  createStripeClient,
  createStripePaymentProvider,
  createStripeWebhookEventsRepo,
  createStripeWebhookHandlers,
  createTestPaymentProcessor,
  registerPaymentsConfigRoutes,
  registerStripeWebhookRoutes,
  registerTestTokenRoutes,
  type PaymentProvider,
  type StripeWebhookHandlers,
} from './platform/payments/index.ts';
import type { EventsFeature, EventsRepo } from './features/events/index.ts';
import type { UsersRepo } from './features/users/index.ts';
import {
  createCommerceRepo,
  createCommerceService,
  createCouponsService,
  createDonationsRepo,
  createDonationsService,
  createInventoryRepo,
  createInventoryService,
  createPassesRepo,
  createPassesService,
  createRefundEvents,
  createRefundsRepo,
  createRefundsService,
  createTransactionsRepo,
  createTransactionsService,
  handleStripeRefunds,
  registerCommerceRoutes,
  registerPurchaseServiceRoutes,
} from './features/commerce/index.ts';
import { createStoreFeature, registerStoreRoutes, type StoreFeatureDeps } from './features/store/index.ts';

/** What the money side of the platform is built from: the platform parts and the features it sells for. */
export interface CommerceParts {
  config: Config;
  log: Logger;
  clock: () => Date;
  db: Kysely<Database>;
  app: HttpApp;
  router: ApiRouter;
  mailer: Mailer;
  delivery: RealtimeDelivery;
  events: EventsFeature;
  eventsRepo: EventsRepo;
  usersRepo: UsersRepo;
  /** A room's owner and whether the caller may see it, for room stores. */
  roomAccessOf: StoreFeatureDeps['roomAccessOf'];
  /** The bearer-token check of the router, which also proves a guest session when its cart is merged. */
  resolveCaller: CallerResolver;
  attachUploads: StoreFeatureDeps['attachUploads'];
}

/** The card processor the configuration names: Stripe with a secret key, else the built-in test processor. */
function paymentProviderOf(config: Config, log: Logger): PaymentProvider {
  if (config.stripe) return createStripePaymentProvider(createStripeClient(config.stripe));
  // Cards are never charged by the test processor: in production that gives tickets away, so say so loudly.
  if (config.isProduction)
    log.warn('STRIPE_SECRET_KEY is not set: the test payment processor takes payments and charges nobody');
  return createTestPaymentProcessor();
}

/**
 * Payments, ticket sales, refunds, passes, donations, inventories and the store (issue 5): builds them
 * and registers their routes. Answers the Stripe webhook handlers (features and tests register theirs) and
 * which processor runs, which the web app's content policy follows.
 */
export async function registerCommerce(parts: CommerceParts): Promise<{
  stripeWebhooks: StripeWebhookHandlers;
  processor: PaymentProvider['kind'];
}> {
  const { config, clock, db, router, events } = parts;
  const options = { countryHeader: config.countryHeader };
  const payments = createPayments({
    repo: createPaymentsRepo(db),
    provider: paymentProviderOf(config, parts.log),
  });
  const commerceRepo = createCommerceRepo(db);
  const findSavedCard = createDonationsRepo(db).findCard;
  const emailOf = async (userId: string) =>
    (await parts.usersRepo.findProfile({ id: userId }))?.email ?? null;
  const coupons = createCouponsService({ repo: commerceRepo, events: events.events, now: clock });
  const refunds = createRefundsService({
    repo: createRefundsRepo(db),
    provider: payments.provider,
    events: events.events,
    mailer: parts.mailer,
    notify: createRefundEvents(parts.delivery),
    publicUrl: config.publicUrl,
  });
  const stripeWebhooks = createStripeWebhookHandlers();
  handleStripeRefunds(stripeWebhooks, refunds);

  registerCommerceRoutes(
    router,
    {
      coupons,
      refunds,
      passes: createPassesService({ repo: createPassesRepo(db), now: clock }),
      transactions: createTransactionsService({ repo: createTransactionsRepo(db) }),
      donations: createDonationsService({ repo: createDonationsRepo(db), payments, events: events.events }),
      commerce: createCommerceService({
        repo: commerceRepo,
        payments,
        events: events.events,
        coupons,
        findCard: findSavedCard,
        emailOf,
      }),
    },
    options,
  );
  registerPurchaseServiceRoutes(
    router,
    {
      inventory: createInventoryService({
        repo: createInventoryRepo(db),
        tiers: parts.eventsRepo,
        parts: events.parts,
        events: events.events,
      }),
      coupons,
    },
    options,
  );
  registerStoreRoutes(
    router,
    createStoreFeature({
      db,
      events: events.events,
      findChannelOwner: events.findChannelOwner,
      roomAccessOf: parts.roomAccessOf,
      resolveCaller: parts.resolveCaller,
      findPerson: (userId) => parts.usersRepo.findProfile({ id: userId }),
      payments,
      emailOf,
      findSavedCard,
      publicUrl: config.publicUrl,
      attachUploads: parts.attachUploads,
    }),
    options,
  );

  registerPaymentsConfigRoutes(router, {
    processor: payments.provider.kind,
    publishableKey: config.stripe?.publishableKey ?? null,
  });
  // The card form's tokens come from Stripe.js when Stripe is the processor.
  if (payments.provider.kind === 'test') registerTestTokenRoutes(router, clock);
  if (config.stripe?.webhookSecret) {
    await registerStripeWebhookRoutes(parts.app, {
      webhookSecret: config.stripe.webhookSecret,
      events: createStripeWebhookEventsRepo(db),
      handlers: stripeWebhooks,
      now: clock,
    });
  } else if (config.stripe) {
    parts.log.warn('STRIPE_WEBHOOK_SECRET is not set: Stripe webhook events are not received');
  }
  return { stripeWebhooks, processor: payments.provider.kind };
}
