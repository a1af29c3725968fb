import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { PageSize } from '../limits.ts';
import { Messages } from '../messages.ts';
import { eventViewSchema } from './eventViews.ts';
import { userIdSchema } from './ids.ts';
import { userProfileAnswerSchema } from './profile.ts';
import { textSchema } from './text.ts';

/** GET /api/user/forYou/v1/home (page, pageSize): the For-You home (spec 000 §7 "Rooms"). */
export const forYouQuerySchema = pageQuerySchema(PageSize.events);
/** The query of GET /api/user/forYou/v1/home. */
export type ForYouQuery = z.infer<typeof forYouQuerySchema>;

/** A For-You entry: the event and whether the caller follows its channel (those come first). */
export const forYouEventSchema = eventViewSchema.extend({ isFollowingChannel: z.boolean() });
/** One entry of GET /api/user/forYou/v1/home. */
export type ForYouEvent = z.infer<typeof forYouEventSchema>;

/** The periods of a channel page (spec 000 §3 channel events: live, upcoming, past). */
export const ChannelPeriods = ['live', 'upcoming', 'past'] as const;
/** One channel period. */
export type ChannelPeriod = (typeof ChannelPeriods)[number];

/** A channel named by its owner's user id (`channelId`) or slug (the cyaId, or the user id). */
const channelRefShape = {
  channelId: userIdSchema.optional(),
  channelSlug: textSchema.trim().min(1).max(64).optional(),
};
const namesChannel = (query: { channelId?: string | undefined; channelSlug?: string | undefined }) =>
  query.channelId !== undefined || query.channelSlug !== undefined;

/** GET /api/channel/v1/events (channelId or channelSlug, period, page, pageSize 20, title): spec 000 §7. */
export const channelEventsQuerySchema = pageQuerySchema(PageSize.channel)
  .extend({
    ...channelRefShape,
    period: z.enum(ChannelPeriods),
    title: textSchema.trim().max(100).optional(),
  })
  .refine(namesChannel, { message: Messages.fieldRequired, path: ['channelId'] });
/** The query of GET /api/channel/v1/events. */
export type ChannelEventsQuery = z.infer<typeof channelEventsQuerySchema>;

/**
 * GET /api/channel/v1/events answer, in the spec's shape (spec 000 §3 channel events): the events of one
 * period, pagination (page, hasNextPage) and the filter (title) applied.
 */
export const channelEventsAnswerSchema = z.object({
  events: z.array(eventViewSchema),
  pagination: z.object({ page: z.number().int().min(1), hasNextPage: z.boolean() }),
  filter: z.object({ title: textSchema.nullable() }),
});
/** The data of GET /api/channel/v1/events. */
export type ChannelEventsAnswer = z.infer<typeof channelEventsAnswerSchema>;

/** GET /api/channel/v1/about (channelId or channelSlug): the channel's ABOUT tab. */
export const channelAboutQuerySchema = z
  .object(channelRefShape)
  .refine(namesChannel, { message: Messages.fieldRequired, path: ['channelId'] });
/** The query of GET /api/channel/v1/about. */
export type ChannelAboutQuery = z.infer<typeof channelAboutQuerySchema>;

/** GET /api/channel/v1/about answer: the creator's profile and how many public events per period. */
export const channelAboutAnswerSchema = z.object({
  channelId: userIdSchema,
  channelSlug: textSchema,
  profile: userProfileAnswerSchema,
  counts: z.object({
    live: z.number().int().nonnegative(),
    upcoming: z.number().int().nonnegative(),
    past: z.number().int().nonnegative(),
  }),
});
/** The data of GET /api/channel/v1/about. */
export type ChannelAboutAnswer = z.infer<typeof channelAboutAnswerSchema>;
