import { pageSchema } from '../envelope.ts';
import {
  channelAboutAnswerSchema,
  channelAboutQuerySchema,
  channelEventsAnswerSchema,
  channelEventsQuerySchema,
  forYouEventSchema,
  forYouQuerySchema,
} from '../schemas/feed.ts';
import { defineCall } from './call.ts';

/**
 * The For-You home (spec 000 §7 "Rooms") and the channel page's data (spec 000 §2, §3; paths chosen in
 * docs/decisions/roles-feed-search.md).
 */
export const feedCalls = {
  forYou: defineCall({
    method: 'GET',
    path: '/api/user/forYou/v1/home',
    auth: 'any',
    query: forYouQuerySchema,
    answer: pageSchema(forYouEventSchema),
    codes: [],
    summary: 'Live and upcoming public events of others, those of channels the caller follows first.',
  }),
  channelEvents: defineCall({
    method: 'GET',
    path: '/api/channel/v1/events',
    auth: 'optional',
    query: channelEventsQuerySchema,
    answer: channelEventsAnswerSchema,
    codes: ['NotFound'],
    summary: "One period of a channel's public events, 20 a page, by title.",
  }),
  channelAbout: defineCall({
    method: 'GET',
    path: '/api/channel/v1/about',
    auth: 'any',
    query: channelAboutQuerySchema,
    answer: channelAboutAnswerSchema,
    codes: ['NotFound'],
    summary: "A channel's ABOUT tab: its creator's profile and how many public events each period holds.",
  }),
} as const;
