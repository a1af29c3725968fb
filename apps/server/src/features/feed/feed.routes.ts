import { feedCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import { viewerOf } from '../events/index.ts';
import type { FeedService } from './feed.service.ts';

/** The feed group of the HTTP contract (packages/protocol/src/http/feed.calls.ts). */
export function registerFeedRoutes(
  router: ApiRouter,
  feed: FeedService,
  options: {
    /** The trusted header holding the viewer's country (`COUNTRY_HEADER`), for event views. */
    countryHeader: string;
  },
): void {
  router.implement(feedCalls.forYou, ({ caller, query, request }) =>
    feed.forYou(caller.userId, query, viewerOf(caller, request, options)),
  );
  router.implement(feedCalls.channelEvents, ({ caller, query, request }) =>
    feed.channelEvents(query, viewerOf(caller, request, options)),
  );
  router.implement(feedCalls.channelAbout, ({ caller, query }) => feed.channelAbout(query, caller.userId));
}
