import {
  displayNameOf,
  toPage,
  type AnalyticsDashboard,
  type AnalyticsEventRow,
  type AnalyticsFigures,
  type AnalyticsRegistrantRow,
  type AnalyticsSessionRow,
  type AnalyticsStageRow,
  type Page,
} from '@limelight/protocol';
import { noFigures, type EventFigures, type ReportScope, type ReportsRepo } from './reports.repo.ts';
import { stageTimesOf } from './stageTime.ts';
import type { RegistrantTableRow, SessionTableRow, TablesRepo } from './tables.repo.ts';

export interface ReportsServiceDeps {
  reports: ReportsRepo;
  tables: TablesRepo;
}

/** A page of a table: its number and size. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

const sumFigures = (all: Iterable<EventFigures>): EventFigures => {
  const total = { ...noFigures };
  for (const figures of all)
    for (const key of Object.keys(total) as (keyof EventFigures)[]) total[key] += figures[key];
  return total;
};

const averageWatchSeconds = (figures: EventFigures) =>
  figures.attendees === 0 ? 0 : Math.floor(figures.watchSeconds / figures.attendees);

const revenueCentsOf = (figures: EventFigures) =>
  figures.ticketsCents + figures.donationsCents + figures.filmsCents + figures.storeCents;

/** A stay as a row of the sessions table. */
export function sessionRowOf(row: SessionTableRow, now: Date): AnalyticsSessionRow {
  const until = row.leftAt ?? now;
  return {
    sessionId: row.id,
    eventId: row.roomId,
    eventTitle: row.eventTitle,
    userId: row.userId,
    name: displayNameOf(row),
    platform: row.platform,
    client: row.client,
    joinedAt: row.joinedAt.toISOString(),
    leftAt: row.leftAt?.toISOString() ?? null,
    seconds: Math.max(0, Math.floor((until.getTime() - row.joinedAt.getTime()) / 1000)),
  };
}

/** A ticket as a row of the registrants table: never an e-mail (docs/decisions/analytics.md "Registrants"). */
export function registrantRowOf(row: RegistrantTableRow): AnalyticsRegistrantRow {
  return {
    eventId: row.eventId,
    eventTitle: row.eventTitle,
    userId: row.userId,
    name: displayNameOf(row),
    source: row.source === 'rsvp' ? 'rsvp' : 'ticket',
    registeredAt: row.createdAt.toISOString(),
    email: null,
  };
}

/**
 * The reports of a channel's analytics, each figure read from what really happened (issue 25): tickets
 * and orders, donations, store orders, the room log's chat and cast entries and the recorded stays.
 */
export function createReportsService({ reports, tables }: ReportsServiceDeps) {
  /** The rows of the events table for some events, in the order given. */
  async function eventRows(
    scope: ReportScope,
    events: { id: string; title: string; startAt: Date | null }[],
  ) {
    const figures = await reports.figuresByEvent({ ...scope, eventIds: events.map((event) => event.id) });
    return events.map((event): AnalyticsEventRow => {
      const of = figures.get(event.id) ?? noFigures;
      return {
        eventId: event.id,
        title: event.title,
        startAt: event.startAt?.toISOString() ?? null,
        registrants: of.registrants,
        attendees: of.attendees,
        peakViewers: of.peakViewers,
        averageWatchSeconds: averageWatchSeconds(of),
        revenueCents: revenueCentsOf(of),
        chatMessages: of.chatMessages,
      };
    });
  }

  /** Every stage row of the scope: one per person and event, the longest on stage first. */
  async function stageRows(scope: ReportScope): Promise<AnalyticsStageRow[]> {
    const [entries, figures, titles] = await Promise.all([
      reports.castEntries(scope),
      reports.figuresByEvent(scope),
      tables.titlesOf(scope),
    ]);
    const { byRoom, names } = stageTimesOf(entries, scope);
    const rows: AnalyticsStageRow[] = [];
    for (const [eventId, people] of byRoom)
      for (const [userId, ms] of people) {
        if (ms <= 0) continue;
        rows.push({
          eventId,
          eventTitle: titles.get(eventId) ?? '',
          userId,
          name: names.get(userId) ?? displayNameOf({ userId }),
          stageSeconds: Math.floor(ms / 1000),
          applications: figures.get(eventId)?.stageApplications ?? 0,
          approvals: figures.get(eventId)?.stageApprovals ?? 0,
        });
      }
    return rows.sort((a, b) => b.stageSeconds - a.stageSeconds || a.userId.localeCompare(b.userId));
  }

  return {
    eventRows,
    stageRows,

    /** GET dashboard: the channel's figures, days and platforms over the span. */
    async dashboard(scope: ReportScope): Promise<Omit<AnalyticsDashboard, 'role'>> {
      const [byEvent, peakViewers, days, platforms] = await Promise.all([
        reports.figuresByEvent(scope),
        reports.peakViewers(scope),
        reports.days(scope),
        reports.platforms(scope),
      ]);
      const total = sumFigures(byEvent.values());
      const figures: AnalyticsFigures = {
        registrants: total.registrants,
        attendees: total.attendees,
        peakViewers,
        averageWatchSeconds: averageWatchSeconds(total),
        revenue: {
          ticketsCents: total.ticketsCents,
          donationsCents: total.donationsCents,
          filmsCents: total.filmsCents,
          storeCents: total.storeCents,
          totalCents: revenueCentsOf(total),
        },
        chatMessages: total.chatMessages,
        questions: total.questions,
        stageApplications: total.stageApplications,
        stageApprovals: total.stageApprovals,
      };
      return {
        figures,
        days: days.map((day) => ({
          day: day.day,
          joins: Number(day.joins),
          revenueCents: Number(day.revenueCents),
        })),
        platforms: platforms.map((row) => ({ platform: row.platform, sessions: Number(row.n) })),
      };
    },

    /** GET events: one page of the channel's events with their figures. */
    async events(scope: ReportScope, { page, pageSize }: PageRequest): Promise<Page<AnalyticsEventRow>> {
      const { rows, total } = await tables.eventsPage(scope, (page - 1) * pageSize, pageSize);
      return toPage(await eventRows(scope, rows), page, pageSize, total);
    },

    /** GET stage: one page of who was on stage and for how long. */
    async stage(scope: ReportScope, { page, pageSize }: PageRequest): Promise<Page<AnalyticsStageRow>> {
      const rows = await stageRows(scope);
      return toPage(rows.slice((page - 1) * pageSize, page * pageSize), page, pageSize, rows.length);
    },

    /** GET sessions: one page of stays, the latest join first. */
    async sessions(scope: ReportScope, { page, pageSize }: PageRequest): Promise<Page<AnalyticsSessionRow>> {
      const { rows, total } = await tables.sessionsPage(scope, (page - 1) * pageSize, pageSize);
      return toPage(
        rows.map((row) => sessionRowOf(row, scope.now)),
        page,
        pageSize,
        total,
      );
    },

    /** GET registrants: one page of tickets taken, the latest first. */
    async registrants(
      scope: ReportScope,
      { page, pageSize }: PageRequest,
    ): Promise<Page<AnalyticsRegistrantRow>> {
      const { rows, total } = await tables.registrantsPage(scope, (page - 1) * pageSize, pageSize);
      return toPage(rows.map(registrantRowOf), page, pageSize, total);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
