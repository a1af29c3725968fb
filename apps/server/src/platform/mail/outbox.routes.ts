import { emailSchema, pageQuerySchema, toPage } from '@limelight/protocol';
import type { ApiRouter } from '../http/router.ts';
import type { OutboxRepo } from './outboxMailer.ts';

const outboxQuerySchema = pageQuerySchema(20).extend({ to: emailSchema.optional() });

/**
 * GET /api/dev/outbox ?to&page&pageSize: the dev mail view of the embedded platform, newest first. The
 * composition root registers it only when mail stays in the outbox and NODE_ENV is not production, since
 * it shows reset codes to anyone who can reach the server.
 */
export function registerOutboxRoutes(router: ApiRouter, outbox: OutboxRepo): void {
  router.get('/api/dev/outbox', { auth: 'none', query: outboxQuerySchema }, async ({ query }) => {
    const { mails, total } = await outbox.list(query.to, query.page, query.pageSize);
    return toPage(mails, query.page, query.pageSize, total);
  });
}
