import { toPage } from '@limelight/protocol';
import { devCalls } from '@limelight/protocol/http';
import type { HttpHooks } from '../module.ts';
import { ApiError } from '../http/apiError.ts';
import { isLoopbackAddress } from '../http/loopbackAddress.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from './mailer.ts';
import type { OutboxRepo } from './outboxMailer.ts';

/**
 * The dev mail view, when mail stays in the outbox and NODE_ENV is not production; either way the
 * start-up log says whether it is served and to whom.
 */
export function registerMailView(
  http: HttpHooks,
  outbox: OutboxRepo,
  context: { mailer: Mailer; config: Pick<Config, 'isProduction'>; log: Logger },
): void {
  const { mailer, config, log } = context;
  if (mailer.kind !== 'outbox' || config.isProduction) {
    log.info({ mailer: mailer.kind }, 'mail view off (mail is sent, or NODE_ENV=production)');
    return;
  }
  registerOutboxRoutes(http, outbox);
  log.info('mail view at /api/dev/outbox, answering this machine (loopback clients) only');
}

/**
 * The dev mail view of the embedded platform (the contract's dev.outbox), newest first. It shows reset and
 * verification codes, so it answers only the person at the machine: a loopback client
 * (docs/decisions/mail-view.md). Anyone else gets the 404 of a route that does not exist.
 */
function registerOutboxRoutes({ router, app }: HttpHooks, outbox: OutboxRepo): void {
  const call = devCalls.outbox;
  // On request, before the router parses the query, so that a stranger cannot tell the route from a
  // missing one even by a malformed query.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url === call.path && !isLoopbackAddress(request.ip)) {
      throw new ApiError('NotFound');
    }
  });
  router.implement(call, async ({ query }) => {
    const { mails, total } = await outbox.list(query.to, query.page, query.pageSize);
    const list = mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() }));
    return toPage(list, query.page, query.pageSize, total);
  });
}
