import {
  AnalyticsPlatforms,
  AnalyticsRanges,
  type AnalyticsPlatform,
  type AnalyticsRange,
} from '@limelight/protocol';

/** spec 001 §1 analytics areas, the tabs of `/analytics/:tab?`. */
export const AnalyticsTabs = [
  'dashboard',
  'events',
  'stage',
  'sessions',
  'registrants',
  'reports',
  'export',
  'roles',
] as const;
export type AnalyticsTab = (typeof AnalyticsTabs)[number];

/** The tabs only owners and admins see: downloads (spec 001 §6 "viewers may only view reports"). */
export const adminTabs: ReadonlySet<AnalyticsTab> = new Set(['reports', 'export']);

/** The tab an address names; the dashboard for none or an unknown one. */
export const tabOf = (tab: string | undefined): AnalyticsTab =>
  AnalyticsTabs.find((known) => known === tab) ?? 'dashboard';

/** The filter as the address holds it: custom days are the viewer's local calendar days (YYYY-MM-DD). */
export interface AddressFilter {
  channelId: string | undefined;
  range: AnalyticsRange;
  platform: AnalyticsPlatform | 'all';
  fromDay: string | undefined;
  toDay: string | undefined;
  eventId: string | undefined;
}

/** The query of the analytics calls: a custom span's days become instants in the viewer's zone. */
export interface AnalyticsQuery {
  channelId: string;
  range: AnalyticsRange;
  platform: AnalyticsPlatform | 'all';
  from?: string;
  to?: string;
  eventId?: string;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | null) => (value && dayPattern.test(value) ? value : undefined);

/** Reads the filter from the address's query (`channel`, `range`, `platform`, `from`, `to`, `event`). */
export function filterOfSearch(search: URLSearchParams): AddressFilter {
  const range = AnalyticsRanges.find((known) => known === search.get('range')) ?? '30';
  const platform = AnalyticsPlatforms.find((known) => known === search.get('platform')) ?? 'all';
  return {
    channelId: search.get('channel') ?? undefined,
    range,
    platform,
    fromDay: dayOf(search.get('from')),
    toDay: dayOf(search.get('to')),
    eventId: search.get('event') ?? undefined,
  };
}

/** Local midnight of a calendar day, as an instant. */
const localMidnight = (day: string, addDays = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + addDays).toISOString();
};

/**
 * The calls' query of a filter. A custom span runs from the start of its first day to the end of its last,
 * in the viewer's zone; an incomplete custom span reads as all time until both days are chosen.
 */
export function queryOfFilter(filter: AddressFilter, channelId: string): AnalyticsQuery {
  const base = {
    channelId,
    platform: filter.platform,
    ...(filter.eventId ? { eventId: filter.eventId } : {}),
  };
  if (filter.range !== 'custom') return { ...base, range: filter.range };
  if (!filter.fromDay || !filter.toDay || filter.fromDay > filter.toDay) return { ...base, range: 'all' };
  return {
    ...base,
    range: 'custom',
    from: localMidnight(filter.fromDay),
    to: localMidnight(filter.toDay, 1),
  };
}
