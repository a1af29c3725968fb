import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { FeatureModule } from '../module.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer, createOutboxRepo } from './outboxMailer.ts';
import { createSmtpMailer } from './smtpMailer.ts';
import { registerMailView } from './outbox.routes.ts';

/** The mailer (SMTP when configured, the database's outbox otherwise) and the dev mail view of the outbox. */
export function createMailModule(deps: {
  db: Kysely<Database>;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'isProduction'>;
  log: Logger;
}) {
  const { config } = deps;
  const outbox = createOutboxRepo(deps.db);
  const mailer: Mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(outbox);
  const module: FeatureModule = {
    name: 'mail',
    routes: (http) => registerMailView(http, outbox, { mailer, config, log: deps.log }),
  };
  return { module, mailer };
}
