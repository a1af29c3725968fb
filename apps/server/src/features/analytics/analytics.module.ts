import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { Logger } from '../../platform/logger.ts';
import type { FeatureModule } from '../../platform/module.ts';
import { createAnalyticsRepo } from './analytics.repo.ts';
import { registerAnalyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService } from './analytics.service.ts';
import { recordRoomStays } from './analytics.socket.ts';
import { createCsvExport } from './csvExport.ts';
import { createReportsRepo } from './reports.repo.ts';
import { createReportsService } from './reports.service.ts';
import { createTablesRepo } from './tables.repo.ts';

export interface AnalyticsModuleDeps {
  db: Kysely<Database>;
  clock: () => Date;
  log: Logger;
}

/**
 * Analytics for hosts and staff (spec 001 §1 /analytics, §6 roles, §9 filters; docs/decisions/analytics.md):
 * the record of room sockets' stays, the reports and their CSV exports, and analytics roles.
 */
export function createAnalyticsModule(deps: AnalyticsModuleDeps) {
  const tables = createTablesRepo(deps.db);
  const analytics = createAnalyticsService({ repo: createAnalyticsRepo(deps.db), clock: deps.clock });
  const reports = createReportsService({ reports: createReportsRepo(deps.db), tables });
  const csv = createCsvExport({ reports, tables });
  const module: FeatureModule = {
    name: 'analytics',
    routes: ({ router }) => registerAnalyticsRoutes(router, { analytics, reports, csv }),
    sockets: ({ gateway }) => recordRoomStays(gateway, analytics, deps.log),
  };
  return { module };
}
