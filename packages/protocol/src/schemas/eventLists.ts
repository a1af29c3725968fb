import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { PageSize } from '../limits.ts';
import { EventListState } from '../domain/eventTime.ts';
import { userIdSchema } from './ids.ts';
import { textSchema } from './text.ts';
import { boundedCoercedIntSchema } from './integers.ts';
import { eventRefSchema, flagInputSchema } from './events.ts';

/** Home feed periods (spec 000 §1, §7 homepage). */
export const HomepagePeriods = ['live', 'upcoming', 'past', 'saved'] as const;
/** One home feed period. */
export type HomepagePeriod = (typeof HomepagePeriods)[number];

const listStateSchema = z.coerce
  .number()
  .pipe(
    z.union([
      z.literal(EventListState.upcoming),
      z.literal(EventListState.live),
      z.literal(EventListState.past),
    ]),
  );

/** GET /api/events/v1/homepage (period): one period of the home feed, paged. */
export const homepageQuerySchema = pageQuerySchema(PageSize.events).extend({
  period: z.enum(HomepagePeriods),
});
/** The query of GET /api/events/v1/homepage. */
export type HomepageQuery = z.infer<typeof homepageQuerySchema>;

/** GET /api/events/v1/list: public events, optionally of one list state (spec 000 §4) and by title. */
export const eventListQuerySchema = pageQuerySchema(PageSize.events).extend({
  state: listStateSchema.optional(),
  title: textSchema.trim().max(100).optional(),
});
/** The query of GET /api/events/v1/list. */
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

/** What myList lists (spec 000 §7 `type=0`): 0 the events I created, 1 the events I hold a ticket to. */
export const MyListTypes = { created: 0, ticketed: 1 } as const;

/** GET /api/events/v1/myList (page, pageSize, published, type=0). */
export const myListQuerySchema = pageQuerySchema(PageSize.events).extend({
  published: flagInputSchema.optional(),
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(MyListTypes.created), z.literal(MyListTypes.ticketed)]))
    .default(MyListTypes.created),
});
/** The query of GET /api/events/v1/myList. */
export type MyListQuery = z.infer<typeof myListQuerySchema>;

/** GET /api/events/v1/listByUserId (userId, page): someone's public events. */
export const listByUserIdQuerySchema = pageQuerySchema(PageSize.events).extend({ userId: userIdSchema });
/** The query of GET /api/events/v1/listByUserId. */
export type ListByUserIdQuery = z.infer<typeof listByUserIdQuerySchema>;

/** The events service's lists: `?state=` (1 upcoming, 2 live, 3 past), `?limit&offset`. */
export const serviceListQuerySchema = z.object({
  state: listStateSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(PageSize.events),
  offset: boundedCoercedIntSchema(0).default(0),
});
/** The query of the events service's lists. */
export type ServiceListQuery = z.infer<typeof serviceListQuerySchema>;

/** `/list/{ids comma-separated}`: at most 100 event ids. */
export const eventIdListSchema = textSchema
  .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))].filter((id) => id.length > 0))
  .pipe(z.array(eventRefSchema).min(1).max(100));

/** GET /api/events2/v1/movieList (page, pageSize, movieId): movie entries, of one event and/or one movie. */
export const movieListQuerySchema = pageQuerySchema(PageSize.events).extend({
  eventId: eventRefSchema.optional(),
  movieId: textSchema.trim().min(1).max(64).optional(),
});
/** The query of GET /api/events2/v1/movieList. */
export type MovieListQuery = z.infer<typeof movieListQuerySchema>;
