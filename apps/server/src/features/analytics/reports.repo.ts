import { sql, type Kysely, type RawBuilder } from 'kysely';
import { AppKey, CastCommand, ChatCommand, type AnalyticsPlatform } from '@limelight/protocol';
import type { Database } from '../../platform/db/schema.ts';

/**
 * What a report reads: a channel's events (or some of them), a span [from, to) and a platform. `now`
 * closes the stays still open. The platform narrows the figures made of sessions only.
 */
export interface ReportScope {
  channelId: string;
  /** Some of the channel's events; all of them when absent. */
  eventIds?: readonly string[];
  platform: AnalyticsPlatform | undefined;
  from: Date;
  to: Date;
  now: Date;
}

/** The figures of one event, each read from its own records (docs/decisions/analytics.md "Figures"). */
export interface EventFigures {
  registrants: number;
  attendees: number;
  peakViewers: number;
  watchSeconds: number;
  ticketsCents: number;
  filmsCents: number;
  donationsCents: number;
  storeCents: number;
  chatMessages: number;
  questions: number;
  stageApplications: number;
  stageApprovals: number;
}

export const noFigures: EventFigures = {
  registrants: 0,
  attendees: 0,
  peakViewers: 0,
  watchSeconds: 0,
  ticketsCents: 0,
  filmsCents: 0,
  donationsCents: 0,
  storeCents: 0,
  chatMessages: 0,
  questions: 0,
  stageApplications: 0,
  stageApprovals: 0,
};

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The ids of the scope's events: the channel's live (not deleted) events, or some of them. */
export function scopeEvents(scope: ReportScope): RawBuilder<unknown> {
  const some = scope.eventIds ? sql`and e.id in (${sql.join(scope.eventIds)})` : sql``;
  return sql`select e.id from events e where e.creator_id = ${scope.channelId} and e.deleted_at is null ${some}`;
}

/** Stays in the scope's rooms that overlap the span, on the platform when one is chosen. */
export function sessionsIn(scope: ReportScope): RawBuilder<unknown> {
  const platform = scope.platform ? sql`and s.platform = ${scope.platform}` : sql``;
  return sql`s.room_id in (${scopeEvents(scope)}) and s.joined_at < ${at(scope.to)}
    and (s.left_at is null or s.left_at > ${at(scope.from)}) ${platform}`;
}

/** Analytics' reads of the platform's records (read only: other features' tables and the room log). */
export function createReportsRepo(db: Kysely<Database>) {
  const rows = async <R>(query: RawBuilder<R>): Promise<R[]> => (await query.execute(db)).rows;
  const inSpan = (column: RawBuilder<unknown>, scope: ReportScope) =>
    sql`${column} >= ${at(scope.from)} and ${column} < ${at(scope.to)}`;

  /** Each event's peak of open stays (a leave at the same instant as a join is counted first). */
  async function peaks(scope: ReportScope, byEvent: boolean) {
    const partition = byEvent ? sql`partition by room_id` : sql``;
    return rows<{ roomId: string | null; peak: string }>(sql`
      with edges as (
        select s.room_id, greatest(s.joined_at, ${at(scope.from)}) as t, 1 as d
          from analytics_sessions s where ${sessionsIn(scope)}
        union all
        select s.room_id, s.left_at as t, -1 as d
          from analytics_sessions s where ${sessionsIn(scope)} and s.left_at < ${at(scope.to)}
      ), running as (
        select room_id, sum(d) over (${partition} order by t, d rows unbounded preceding) as n from edges
      )
      select ${byEvent ? sql`room_id` : sql`null`} as room_id, coalesce(max(n), 0) as peak
        from running ${byEvent ? sql`group by room_id` : sql``}`);
  }

  return {
    /** Every figure of each event of the scope, by event id (events without records are absent). */
    async figuresByEvent(scope: ReportScope): Promise<Map<string, EventFigures>> {
      if (scope.eventIds?.length === 0) return new Map();
      const byEvent = new Map<string, EventFigures>();
      const add = (eventId: string, figures: Partial<EventFigures>) =>
        byEvent.set(eventId, { ...(byEvent.get(eventId) ?? noFigures), ...figures });
      const events = scopeEvents(scope);
      const [stays, peakRows, tickets, orders, donations, store, chat, questions, cast] = await Promise.all([
        rows<{ roomId: string; attendees: string; watchSeconds: string }>(sql`
          select s.room_id, count(distinct s.user_id) as attendees,
            coalesce(floor(sum(extract(epoch from (
              least(coalesce(s.left_at, ${at(scope.now)}), ${at(scope.to)}) - greatest(s.joined_at, ${at(scope.from)})
            )))), 0) as watch_seconds
          from analytics_sessions s where ${sessionsIn(scope)} group by s.room_id`),
        peaks(scope, true),
        rows<{ eventId: string; n: string }>(sql`
          select event_id, count(distinct user_id) as n from tickets
          where event_id in (${events}) and ${inSpan(sql`created_at`, scope)} group by event_id`),
        rows<{ eventId: string; kind: string; cents: string }>(sql`
          select event_id, kind, sum(amount_cents) as cents from orders
          where event_id in (${events}) and status in ('paid', 'refunding') and ${inSpan(sql`paid_at`, scope)}
          group by event_id, kind`),
        rows<{ eventId: string; cents: string }>(sql`
          select event_id, sum(amount_cents) as cents from donations
          where event_id in (${events}) and ${inSpan(sql`created_at`, scope)} group by event_id`),
        rows<{ eventId: string; cents: string }>(sql`
          select owner_id as event_id, sum(subtotal_cents) as cents from store_orders
          where owner_kind = 'event' and owner_id in (${events}) and status = 'paid'
            and ${inSpan(sql`created_at`, scope)} group by owner_id`),
        rows<{ roomId: string; n: string }>(sql`
          select room_id, count(*) as n from room_chat_messages
          where room_id in (${events}) and ${inSpan(sql`created_at`, scope)} group by room_id`),
        rows<{ roomId: string; n: string }>(sql`
          select room_id, count(distinct payload->'message'->>'id') as n from room_log
          where room_id in (${events}) and app_key = ${AppKey.Chat} and command = ${ChatCommand.Question}
            and payload->>'isQuestion' = 'true' and ${inSpan(sql`changed_at`, scope)} group by room_id`),
        rows<{ roomId: string; command: string; n: string }>(sql`
          select room_id, command, count(*) as n from room_log
          where room_id in (${events}) and app_key = ${AppKey.Cast}
            and command in (${CastCommand.Apply}, ${CastCommand.Approve}) and ${inSpan(sql`changed_at`, scope)}
          group by room_id, command`),
      ]);
      for (const row of stays)
        add(row.roomId, { attendees: Number(row.attendees), watchSeconds: Number(row.watchSeconds) });
      for (const row of peakRows) if (row.roomId) add(row.roomId, { peakViewers: Number(row.peak) });
      for (const row of tickets) add(row.eventId, { registrants: Number(row.n) });
      for (const row of orders) {
        const figure = row.kind === 'film' ? 'filmsCents' : 'ticketsCents';
        add(row.eventId, { [figure]: (byEvent.get(row.eventId)?.[figure] ?? 0) + Number(row.cents) });
      }
      for (const row of donations) add(row.eventId, { donationsCents: Number(row.cents) });
      for (const row of store) add(row.eventId, { storeCents: Number(row.cents) });
      for (const row of chat) add(row.roomId, { chatMessages: Number(row.n) });
      for (const row of questions) add(row.roomId, { questions: Number(row.n) });
      for (const row of cast) {
        const figure = row.command === CastCommand.Apply ? 'stageApplications' : 'stageApprovals';
        add(row.roomId, { [figure]: Number(row.n) });
      }
      return byEvent;
    },

    /** The most stays open at one moment across all the scope's rooms. */
    async peakViewers(scope: ReportScope): Promise<number> {
      if (scope.eventIds?.length === 0) return 0;
      const [row] = await peaks(scope, false);
      return Number(row?.peak ?? 0);
    },

    /** Joins and revenue per UTC day of the span, days without either left out. */
    async days(scope: ReportScope) {
      const events = scopeEvents(scope);
      const day = (column: RawBuilder<unknown>) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
      return rows<{ day: string; joins: string; revenueCents: string }>(sql`
        with facts as (
          select ${day(sql`s.joined_at`)} as day, 1 as joins, 0 as cents from analytics_sessions s
            where ${sessionsIn(scope)} and s.joined_at >= ${at(scope.from)}
          union all
          select ${day(sql`paid_at`)}, 0, amount_cents from orders
            where event_id in (${events}) and status in ('paid', 'refunding') and ${inSpan(sql`paid_at`, scope)}
          union all
          select ${day(sql`created_at`)}, 0, amount_cents from donations
            where event_id in (${events}) and ${inSpan(sql`created_at`, scope)}
          union all
          select ${day(sql`created_at`)}, 0, subtotal_cents from store_orders
            where owner_kind = 'event' and owner_id in (${events}) and status = 'paid'
              and ${inSpan(sql`created_at`, scope)}
        )
        select day, sum(joins) as joins, sum(cents) as revenue_cents from facts group by day order by day`);
    },

    /** Stays by platform (every platform, whichever the filter chose). */
    async platforms(scope: ReportScope) {
      return rows<{ platform: AnalyticsPlatform; n: string }>(sql`
        select s.platform, count(*) as n from analytics_sessions s
        where ${sessionsIn({ ...scope, platform: undefined })} group by s.platform order by s.platform`);
    },

    /** The cast entries of the scope's rooms, in log order: the stage's times are folded from them. */
    async castEntries(scope: ReportScope) {
      return rows<{ roomId: string; command: string; payload: unknown; changedAt: Date }>(sql`
        select room_id, command, payload, changed_at from room_log
        where room_id in (${scopeEvents(scope)}) and app_key = ${AppKey.Cast}
          and changed_at < ${at(scope.to)}
        order by room_id, seq`);
    },
  };
}

export type ReportsRepo = ReturnType<typeof createReportsRepo>;
