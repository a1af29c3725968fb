import type { PaymentsConfigAnswer } from '@limelight/protocol';
import type { ApiRouter } from '../http/router.ts';

/** GET /api/payments/v1/config (anyone): the processor and Stripe's publishable key, for the card form. */
export function registerPaymentsConfigRoutes(router: ApiRouter, answer: PaymentsConfigAnswer): void {
  router.get('/api/payments/v1/config', { auth: 'none' }, async (): Promise<PaymentsConfigAnswer> => answer);
}
