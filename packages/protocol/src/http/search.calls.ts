import { pageSchema } from '../envelope.ts';
import { eventViewSchema } from '../schemas/eventViews.ts';
import { roomViewSchema } from '../schemas/rooms.ts';
import { personHitSchema, searchQuerySchema } from '../schemas/search.ts';
import { defineCall } from './call.ts';

/** Search (spec 000 §1; paths chosen in docs/decisions/roles-feed-search.md): best match first. */
export const searchCalls = {
  events: defineCall({
    method: 'GET',
    path: '/api/search/v1/events',
    auth: 'optional',
    query: searchQuerySchema,
    answer: pageSchema(eventViewSchema),
    codes: [],
    summary: 'Events the caller may see, by keyword.',
  }),
  rooms: defineCall({
    method: 'GET',
    path: '/api/search/v1/rooms',
    auth: 'optional',
    query: searchQuerySchema,
    answer: pageSchema(roomViewSchema),
    codes: [],
    summary: 'Rooms the caller may see, by keyword.',
  }),
  people: defineCall({
    method: 'GET',
    path: '/api/search/v1/people',
    auth: 'any',
    query: searchQuerySchema,
    answer: pageSchema(personHitSchema),
    codes: [],
    summary: 'Members by name, with whether the caller follows each.',
  }),
} as const;
