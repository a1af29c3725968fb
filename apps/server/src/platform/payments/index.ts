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
