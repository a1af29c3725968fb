import type { PaymentsConfigAnswer } from '@limelight/protocol';
import { paymentsCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../http/router.ts';

/** GET /api/payments/v1/config (anyone): the processor and Stripe's publishable key, for the card form. */
export function registerPaymentsConfigRoutes(router: ApiRouter, answer: PaymentsConfigAnswer): void {
  router.implement(paymentsCalls.config, async () => answer);
}
