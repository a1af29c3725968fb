import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { FeatureModule } from '../../platform/module.ts';
import { createSupportRepo } from './support.repo.ts';
import { registerSupportRoutes } from './support.routes.ts';
import { createSupportService } from './support.service.ts';

export interface SupportModuleDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'supportEmail'>;
  mailer: Mailer;
  clock: () => Date;
  log: Logger;
}

/** Contact and feedback messages to the operators: their route. */
export function createSupportModule(deps: SupportModuleDeps) {
  const support = createSupportService({
    repo: createSupportRepo(deps.db),
    mailer: deps.mailer,
    supportEmail: deps.config.supportEmail,
    clock: deps.clock,
    log: deps.log,
  });
  const module: FeatureModule = {
    name: 'support',
    routes: ({ router }) => registerSupportRoutes(router, support),
  };
  // The operators' inbox reads and marks messages through these (features/operator).
  return { module, inbox: { page: support.inbox, markHandled: support.markHandled } };
}
