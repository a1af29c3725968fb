export type {
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
  PaymentSource,
  SaveCardResult,
  SavedCard,
} from './paymentProvider.ts';
export { createTestPaymentProcessor } from './testProcessor.ts';
export { createPaymentsRepo, type PaymentsRepo } from './payments.repo.ts';
export { createPayments, type Payments } from './payments.ts';
export { registerTestTokenRoutes } from './testTokens.routes.ts';
export { createStripeClient, createStripePaymentProvider } from './stripeProvider.ts';
export {
  createStripeWebhookHandlers,
  type StripeEventOf,
  type StripeWebhookHandlers,
} from './stripeWebhookHandlers.ts';
export { createStripeWebhookEventsRepo } from './stripeWebhookEvents.repo.ts';
export { registerStripeWebhookRoutes } from './stripeWebhook.routes.ts';
export { registerPaymentsConfigRoutes } from './paymentsConfig.routes.ts';
