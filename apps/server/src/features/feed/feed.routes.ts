import { channelAboutQuerySchema, channelEventsQuerySchema, forYouQuerySchema } from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import { viewerOf } from '../events/index.ts';
import type { FeedService } from './feed.service.ts';

/**
 * The For-You home (spec 000 §7 "Rooms") and the channel page's data (spec 000 §2, §3; paths not shown,
 * chosen in docs/decisions/roles-feed-search.md).
 */
export function registerFeedRoutes(
  router: ApiRouter,
  feed: FeedService,
  options: {
    /** The trusted header holding the viewer's country (`COUNTRY_HEADER`), for event views. */
    countryHeader: string;
  },
): void {
  router.get(
    '/api/user/forYou/v1/home',
    { auth: 'any', query: forYouQuerySchema },
    ({ caller, query, request }) => feed.forYou(caller.userId, query, viewerOf(caller, request, options)),
  );
  router.get(
    '/api/channel/v1/events',
    { auth: 'optional', query: channelEventsQuerySchema },
    ({ caller, query, request }) => feed.channelEvents(query, viewerOf(caller, request, options)),
  );
  router.get('/api/channel/v1/about', { auth: 'any', query: channelAboutQuerySchema }, ({ caller, query }) =>
    feed.channelAbout(query, caller.userId),
  );
}
