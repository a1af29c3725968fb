import type { AnalyticsTable } from '@limelight/protocol';
import { analyticsCalls as calls } from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';
import { saveBlob } from '../../lib/download/saveBlob.ts';
import type { AnalyticsQuery } from './analyticsFilter.ts';

// The analytics group (packages/protocol/src/http/analytics.calls.ts; docs/decisions/analytics.md).

/** The tables with a page of their own. */
export type AnalyticsListTable = 'events' | 'stage' | 'sessions' | 'registrants';

export const analyticsKeys = {
  all: ['analytics'] as const,
  channels: () => ['analytics', 'channels'] as const,
  dashboard: (query: AnalyticsQuery) => ['analytics', 'dashboard', query] as const,
  table: (table: AnalyticsListTable, query: AnalyticsQuery, page: number) =>
    ['analytics', table, query, page] as const,
  roles: (channelId: string, page: number) => ['analytics', 'roles', channelId, page] as const,
};

/** The page size of the tables. */
export const analyticsPageSize = 20;

export const fetchAnalyticsChannels = () =>
  api.call(calls.channels, { query: { pageSize: 200 } }).then(dataOf);

export const fetchDashboard = (query: AnalyticsQuery) => api.call(calls.dashboard, { query }).then(dataOf);

export const fetchEventRows = (query: AnalyticsQuery, page: number) =>
  api.call(calls.events, { query: { ...query, page, pageSize: analyticsPageSize } }).then(dataOf);

export const fetchStageRows = (query: AnalyticsQuery, page: number) =>
  api.call(calls.stage, { query: { ...query, page, pageSize: analyticsPageSize } }).then(dataOf);

export const fetchSessionRows = (query: AnalyticsQuery, page: number) =>
  api.call(calls.sessions, { query: { ...query, page, pageSize: analyticsPageSize } }).then(dataOf);

export const fetchRegistrantRows = (query: AnalyticsQuery, page: number) =>
  api.call(calls.registrants, { query: { ...query, page, pageSize: analyticsPageSize } }).then(dataOf);

export const fetchAnalyticsRoles = (channelId: string, page: number) =>
  api.call(calls.roles, { query: { channelId, page, pageSize: analyticsPageSize } }).then(dataOf);

export const setAnalyticsRole = (channelId: string, userId: string, role: 'admin' | 'viewer') =>
  api.call(calls.setRole, { body: { channelId, userId, role } }).then(dataOf);

export const removeAnalyticsRole = (channelId: string, userId: string) =>
  api.call(calls.removeRole, { body: { channelId, userId } }).then(dataOf);

/** A table as CSV: fetched with the member's token (a plain link could not send it) and saved. */
export async function downloadAnalyticsCsv(table: AnalyticsTable, query: AnalyticsQuery): Promise<void> {
  const blob = await api.getFile(calls.exportTable, { params: { table }, query });
  saveBlob(blob, `analytics-${table}.csv`);
}
