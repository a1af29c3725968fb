import { emailSchema, pageQuerySchema, toPage } from '@limelight/protocol';
import type { ApiRouter } from '../http/router.ts';
import { ApiError } from '../http/apiError.ts';
import { isLoopbackAddress } from '../http/loopbackAddress.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from './mailer.ts';
import type { OutboxRepo } from './outboxMailer.ts';

const outboxQuerySchema = pageQuerySchema(20).extend({ to: emailSchema.optional() });

/**
 * The dev mail view, when mail stays in the outbox and NODE_ENV is not production; either way the
 * start-up log says whether it is served and to whom.
 */
export function registerMailView(
  router: ApiRouter,
  outbox: OutboxRepo,
  context: { mailer: Mailer; config: Pick<Config, 'isProduction'>; log: Logger },
): void {
  const { mailer, config, log } = context;
  if (mailer.kind !== 'outbox' || config.isProduction) {
    log.info({ mailer: mailer.kind }, 'mail view off (mail is sent, or NODE_ENV=production)');
    return;
  }
  registerOutboxRoutes(router, outbox);
  log.info('mail view at /api/dev/outbox, answering this machine (loopback clients) only');
}

/**
 * GET /api/dev/outbox ?to&page&pageSize: the dev mail view of the embedded platform, newest first. It
 * shows reset and verification codes, so it answers only the person at the machine: a loopback client
 * (docs/decisions/mail-view.md). Anyone else gets the 404 of a route that does not exist.
 */
function registerOutboxRoutes(router: ApiRouter, outbox: OutboxRepo): void {
  router.get('/api/dev/outbox', { auth: 'none' }, async ({ request }) => {
    // Checked before the query is read, so that a stranger cannot tell the route from a missing one.
    if (!isLoopbackAddress(request.ip)) throw new ApiError('NotFound');
    const query = outboxQuerySchema.parse(request.query);
    const { mails, total } = await outbox.list(query.to, query.page, query.pageSize);
    return toPage(mails, query.page, query.pageSize, total);
  });
}
