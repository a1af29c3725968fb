import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { FeatureModule } from '../../platform/module.ts';
import { createOperatorRepo } from './operator.repo.ts';
import { registerOperatorRoutes } from './operator.routes.ts';
import { createOperatorService, type OperatorServiceDeps } from './operator.service.ts';
import { createOperatorAccountsService, type OperatorAccountsDeps } from './operatorAccounts.service.ts';
import { createOperatorGuard } from './operatorGuard.ts';

export interface OperatorModuleDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'operators'>;
  reports: OperatorServiceDeps['reports'];
  inbox: OperatorServiceDeps['inbox'];
  personOf: OperatorServiceDeps['personOf'];
  suspensions: OperatorAccountsDeps['suspensions'];
  birthDates: OperatorAccountsDeps['birthDates'];
}

/** The operators' moderation queue and account tools: their routes (docs/decisions/operator.md). */
export function createOperatorModule(deps: OperatorModuleDeps) {
  const repo = createOperatorRepo(deps.db);
  const guard = createOperatorGuard({ repo, operators: deps.config.operators });
  const operator = createOperatorService({
    guard,
    reports: deps.reports,
    inbox: deps.inbox,
    personOf: deps.personOf,
  });
  const accounts = createOperatorAccountsService({
    guard,
    repo,
    suspensions: deps.suspensions,
    birthDates: deps.birthDates,
    personOf: deps.personOf,
  });
  const module: FeatureModule = {
    name: 'operator',
    routes: ({ router }) => registerOperatorRoutes(router, operator, accounts),
  };
  return { module };
}
