import { analyticsCalls as calls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { AnalyticsService } from './analytics.service.ts';
import type { CsvExport } from './csvExport.ts';
import type { ReportsService } from './reports.service.ts';

/** The analytics group of the HTTP contract (packages/protocol/src/http/analytics.calls.ts). */
export function registerAnalyticsRoutes(
  router: ApiRouter,
  { analytics, reports, csv }: { analytics: AnalyticsService; reports: ReportsService; csv: CsvExport },
): void {
  router.implement(calls.channels, ({ caller, query }) =>
    analytics.channels(caller, query.page, query.pageSize),
  );
  router.implement(calls.dashboard, async ({ caller, query }) => {
    const { role, ...scope } = await analytics.scopeOf(caller, query);
    return { ...(await reports.dashboard(scope)), role };
  });
  router.implement(calls.events, async ({ caller, query }) =>
    reports.events(await analytics.scopeOf(caller, query), query),
  );
  router.implement(calls.stage, async ({ caller, query }) =>
    reports.stage(await analytics.scopeOf(caller, query), query),
  );
  router.implement(calls.sessions, async ({ caller, query }) =>
    reports.sessions(await analytics.scopeOf(caller, query), query),
  );
  router.implement(calls.registrants, async ({ caller, query }) =>
    reports.registrants(await analytics.scopeOf(caller, query), query),
  );
  router.implement(calls.exportTable, async ({ caller, query, params }) => {
    await analytics.requireAdmin(caller, query.channelId);
    return csv.fileOf(params.table, await analytics.scopeOf(caller, query));
  });
  router.implement(calls.roles, ({ caller, query }) =>
    analytics.roles(caller, query.channelId, query.page, query.pageSize),
  );
  router.implement(calls.setRole, ({ caller, body }) => analytics.setRole(caller, body));
  router.implement(calls.removeRole, ({ caller, body }) =>
    analytics.removeRole(caller, body.channelId, body.userId),
  );
}
