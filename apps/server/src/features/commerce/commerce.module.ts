import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
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
} from '../../platform/payments/index.ts';
import type { EventsFeature, EventsRepo } from '../events/index.ts';
import { createCommerceRepo } from './commerce.repo.ts';
import { registerCommerceRoutes } from './commerce.routes.ts';
import { createCommerceService, type CommerceServiceDeps } from './commerce.service.ts';
import { createCouponsService } from './coupons.service.ts';
import { createDonationsRepo } from './donations.repo.ts';
import { createDonationsService } from './donations.service.ts';
import { createInventoryRepo } from './inventory.repo.ts';
import { createInventoryService } from './inventory.service.ts';
import { createPassesRepo } from './passes.repo.ts';
import { createPassesService } from './passes.service.ts';
import { registerPurchaseServiceRoutes } from './purchaseService.routes.ts';
import { createRefundsRepo } from './refunds.repo.ts';
import { createRefundsService } from './refunds.service.ts';
import { createRefundEvents } from './refunds.socket.ts';
import { handleStripeRefunds } from './refunds.webhook.ts';
import { createTransactionsRepo } from './transactions.repo.ts';
import { createPurchaseMails, type PurchaseMailsDeps } from './purchaseMails.ts';
import { createTransactionsService } from './transactions.service.ts';

export interface CommerceModuleDeps {
  db: Kysely<Database>;
  config: Config;
  log: Logger;
  clock: () => Date;
  mailer: Mailer;
  delivery: RealtimeDelivery;
  events: Pick<EventsFeature, 'events' | 'parts'>;
  /** Ticket tiers, read by the inventories (the events feature's table). */
  eventsRepo: EventsRepo;
  /** A person's e-mail (the users feature), for receipts. */
  emailOf: CommerceServiceDeps['emailOf'];
  /** A person's zone (the users feature), for the times in receipts. */
  timeZoneOf: PurchaseMailsDeps['timeZoneOf'];
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
 * Payments, ticket sales, refunds, passes, donations and inventories (issue 5) with their routes and the
 * Stripe webhook. Gives the Stripe webhook handlers (features and tests register theirs), which processor
 * runs (the web app's content policy follows it), and for the store the payments and saved cards.
 */
export function createCommerceModule(deps: CommerceModuleDeps) {
  const { config, clock, db, events } = deps;
  const options = { countryHeader: config.countryHeader };
  const payments = createPayments({
    repo: createPaymentsRepo(db),
    provider: paymentProviderOf(config, deps.log),
  });
  const commerceRepo = createCommerceRepo(db);
  const findSavedCard = createDonationsRepo(db).findCard;
  const coupons = createCouponsService({ repo: commerceRepo, events: events.events, now: clock });
  const refunds = createRefundsService({
    repo: createRefundsRepo(db),
    provider: payments.provider,
    events: events.events,
    mailer: deps.mailer,
    notify: createRefundEvents(deps.delivery),
    publicUrl: config.publicUrl,
  });
  const mails = createPurchaseMails({
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    emailOf: deps.emailOf,
    timeZoneOf: deps.timeZoneOf,
    log: deps.log,
  });
  const stripeWebhooks = createStripeWebhookHandlers();
  handleStripeRefunds(stripeWebhooks, refunds);
  const services = {
    coupons,
    refunds,
    passes: createPassesService({ repo: createPassesRepo(db), now: clock }),
    transactions: createTransactionsService({ repo: createTransactionsRepo(db) }),
    donations: createDonationsService({
      repo: createDonationsRepo(db),
      payments,
      events: events.events,
      mails,
    }),
    commerce: createCommerceService({
      repo: commerceRepo,
      payments,
      events: events.events,
      coupons,
      findCard: findSavedCard,
      emailOf: deps.emailOf,
      mails,
    }),
  };
  const inventory = createInventoryService({
    repo: createInventoryRepo(db),
    tiers: deps.eventsRepo,
    parts: events.parts,
    events: events.events,
  });

  const module: FeatureModule = {
    name: 'commerce',
    routes({ router, app }) {
      registerCommerceRoutes(router, services, options);
      registerPurchaseServiceRoutes(router, { inventory, coupons }, options);
      registerPaymentsConfigRoutes(router, {
        processor: payments.provider.kind,
        publishableKey: config.stripe?.publishableKey ?? null,
      });
      // The card form's tokens come from Stripe.js when Stripe is the processor.
      if (payments.provider.kind === 'test') registerTestTokenRoutes(router, clock);
      registerStripeWebhookRoutes(app, router, {
        webhookSecret: config.stripe?.webhookSecret,
        events: createStripeWebhookEventsRepo(db),
        handlers: stripeWebhooks,
        now: clock,
      });
      if (config.stripe && !config.stripe.webhookSecret)
        deps.log.warn('STRIPE_WEBHOOK_SECRET is not set: Stripe webhook events are not received');
    },
  };
  return { module, stripeWebhooks, processor: payments.provider.kind, payments, findSavedCard };
}
