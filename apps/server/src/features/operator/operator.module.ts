import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { FeatureModule } from '../../platform/module.ts';
import { createOperatorRepo } from './operator.repo.ts';
import { registerOperatorRoutes } from './operator.routes.ts';
import { createOperatorService, type OperatorServiceDeps } from './operator.service.ts';

export interface OperatorModuleDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'operators'>;
  reports: OperatorServiceDeps['reports'];
  inbox: OperatorServiceDeps['inbox'];
  personOf: OperatorServiceDeps['personOf'];
}

/** The operators' moderation queue: its routes (docs/decisions/operator.md). */
export function createOperatorModule(deps: OperatorModuleDeps) {
  const operator = createOperatorService({
    repo: createOperatorRepo(deps.db),
    operators: deps.config.operators,
    reports: deps.reports,
    inbox: deps.inbox,
    personOf: deps.personOf,
  });
  const module: FeatureModule = {
    name: 'operator',
    routes: ({ router }) => registerOperatorRoutes(router, operator),
  };
  return { module };
}
