import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { eventIdSchema, userIdSchema } from './ids.ts';

/** spec 001 §9 analytics time filters: all, the last 1, 7, 15, 30, 90 or 365 days, or a custom span. */
export const AnalyticsRanges = ['all', '1', '7', '15', '30', '90', '365', 'custom'] as const;
export type AnalyticsRange = (typeof AnalyticsRanges)[number];

/** spec 001 §9 platforms; `special` is any client that is not web, iOS or Android (docs/decisions/analytics.md). */
export const AnalyticsPlatforms = ['web', 'ios', 'android', 'special'] as const;
export type AnalyticsPlatform = (typeof AnalyticsPlatforms)[number];

/** spec 001 §6 analytics roles; the channel's owner holds `owner` by owning it, never by a grant. */
export const AnalyticsRoles = ['owner', 'admin', 'viewer'] as const;
export type AnalyticsRole = (typeof AnalyticsRoles)[number];
/** The roles an owner or admin grants. */
export const AnalyticsGrantedRoles = ['admin', 'viewer'] as const;

/** The tables a report downloads as CSV. */
export const AnalyticsTables = ['events', 'stage', 'sessions', 'registrants'] as const;
export type AnalyticsTable = (typeof AnalyticsTables)[number];

/** The longest custom span a report reads (ten years): a guard against a runaway query, not a product rule. */
export const maxCustomRangeDays = 3660;

const instantSchema = z.iso.datetime({ offset: true });

const filterShape = {
  /** The channel: its owner's user id (a channel is its host's events, spec 000 §2 /channel). */
  channelId: userIdSchema,
  range: z.enum(AnalyticsRanges).default('30'),
  /** Custom span (range `custom`): from (inclusive) and to (exclusive), ISO instants. */
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  platform: z.enum([...AnalyticsPlatforms, 'all']).default('all'),
  /** One event of the channel; all of them when absent. */
  eventId: eventIdSchema.optional(),
};

const customSpanIsComplete = (filter: { range: AnalyticsRange; from?: string; to?: string }) =>
  filter.range !== 'custom' ||
  (filter.from !== undefined && filter.to !== undefined && Date.parse(filter.from) < Date.parse(filter.to));

const customSpanRule = {
  message: 'A custom range needs from before to',
  path: ['from'],
};

/** The filter every analytics read takes: channel, time filter, platform and optionally one event. */
export const analyticsFilterSchema = z.object(filterShape).refine(customSpanIsComplete, customSpanRule);
export type AnalyticsFilter = z.output<typeof analyticsFilterSchema>;

/** A filter with a page: the tables' calls. */
export const analyticsPageQuerySchema = pageQuerySchema(50, 200)
  .extend(filterShape)
  .refine(customSpanIsComplete, customSpanRule);
export type AnalyticsPageQuery = z.output<typeof analyticsPageQuerySchema>;

/** GET export/:table: the table and the filter. */
export const analyticsExportPathSchema = z.object({ table: z.enum(AnalyticsTables) });

/** Revenue by source in cents (ticket and film orders paid and not refunded, donations, paid store orders). */
export const analyticsRevenueSchema = z.object({
  ticketsCents: z.number().int(),
  donationsCents: z.number().int(),
  filmsCents: z.number().int(),
  storeCents: z.number().int(),
  totalCents: z.number().int(),
});
export type AnalyticsRevenue = z.infer<typeof analyticsRevenueSchema>;

/** The figures of the dashboard, and of one event's detail. */
export const analyticsFiguresSchema = z.object({
  /** People holding a ticket (RSVP or bought) taken in the span. */
  registrants: z.number().int(),
  /** Distinct people who joined a live room of the events in the span (per event, summed). */
  attendees: z.number().int(),
  /** The most room sockets open at one moment. */
  peakViewers: z.number().int(),
  /** Time in the rooms per attendee, in seconds (rounded down). */
  averageWatchSeconds: z.number().int(),
  revenue: analyticsRevenueSchema,
  chatMessages: z.number().int(),
  questions: z.number().int(),
  stageApplications: z.number().int(),
  stageApprovals: z.number().int(),
});
export type AnalyticsFigures = z.infer<typeof analyticsFiguresSchema>;

/** A day of the dashboard's charts, in UTC days. */
export const analyticsDaySchema = z.object({
  day: z.iso.date(),
  joins: z.number().int(),
  revenueCents: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

/** A sessions' count by platform. */
export const analyticsPlatformCountSchema = z.object({
  platform: z.enum(AnalyticsPlatforms),
  sessions: z.number().int(),
});

/** GET dashboard: the figures, the days and the platforms of the span, and what the caller may do. */
export const analyticsDashboardSchema = z.object({
  figures: analyticsFiguresSchema,
  days: z.array(analyticsDaySchema),
  platforms: z.array(analyticsPlatformCountSchema),
  role: z.enum(AnalyticsRoles),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;

/** A row of the events table. */
export const analyticsEventRowSchema = z.object({
  eventId: eventIdSchema,
  title: z.string(),
  startAt: instantSchema.nullable(),
  registrants: z.number().int(),
  attendees: z.number().int(),
  peakViewers: z.number().int(),
  averageWatchSeconds: z.number().int(),
  revenueCents: z.number().int(),
  chatMessages: z.number().int(),
});
export type AnalyticsEventRow = z.infer<typeof analyticsEventRowSchema>;

/** One person's time on an event's stage (the cast's online list) within the span. */
export const analyticsStageRowSchema = z.object({
  eventId: eventIdSchema,
  eventTitle: z.string(),
  userId: userIdSchema,
  name: z.string(),
  stageSeconds: z.number().int(),
  applications: z.number().int(),
  approvals: z.number().int(),
});
export type AnalyticsStageRow = z.infer<typeof analyticsStageRowSchema>;

/** One socket's stay in an event's live room, with the platform its client named. */
export const analyticsSessionRowSchema = z.object({
  sessionId: z.string(),
  eventId: eventIdSchema,
  eventTitle: z.string(),
  userId: userIdSchema,
  name: z.string(),
  platform: z.enum(AnalyticsPlatforms),
  /** The X-Client header as the client sent it ('web-43'); empty when none was sent. */
  client: z.string(),
  joinedAt: instantSchema,
  /** Null while the socket is still open. */
  leftAt: instantSchema.nullable(),
  seconds: z.number().int(),
});
export type AnalyticsSessionRow = z.infer<typeof analyticsSessionRowSchema>;

/**
 * Who registered for or bought a ticket to an event. No e-mail: nobody has agreed to share theirs with
 * hosts (docs/decisions/analytics.md "Registrants"), so the field stays null until such a consent exists.
 */
export const analyticsRegistrantRowSchema = z.object({
  eventId: eventIdSchema,
  eventTitle: z.string(),
  userId: userIdSchema,
  name: z.string(),
  source: z.enum(['rsvp', 'ticket']),
  registeredAt: instantSchema,
  email: z.null(),
});
export type AnalyticsRegistrantRow = z.infer<typeof analyticsRegistrantRowSchema>;

/** A channel the caller may read analytics of, with their role there. */
export const analyticsChannelSchema = z.object({
  channelId: userIdSchema,
  name: z.string(),
  role: z.enum(AnalyticsRoles),
});
export type AnalyticsChannel = z.infer<typeof analyticsChannelSchema>;

export const analyticsChannelsQuerySchema = pageQuerySchema(50, 200);

/** A person's analytics role on a channel. */
export const analyticsRoleRowSchema = z.object({
  userId: userIdSchema,
  name: z.string(),
  role: z.enum(AnalyticsRoles),
});
export type AnalyticsRoleRow = z.infer<typeof analyticsRoleRowSchema>;

export const analyticsRolesQuerySchema = pageQuerySchema(50, 200).extend({ channelId: userIdSchema });

/** POST roles/set: gives a person the admin or viewer role on the channel (or changes theirs). */
export const setAnalyticsRoleRequestSchema = z.object({
  channelId: userIdSchema,
  userId: userIdSchema,
  role: z.enum(AnalyticsGrantedRoles),
});
export type SetAnalyticsRoleRequest = z.infer<typeof setAnalyticsRoleRequestSchema>;

/** POST roles/remove: takes a person's analytics role away. */
export const removeAnalyticsRoleRequestSchema = z.object({
  channelId: userIdSchema,
  userId: userIdSchema,
});
