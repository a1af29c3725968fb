import { searchCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import { viewerOf } from '../events/index.ts';
import type { SearchService } from './search.service.ts';

/** The search group of the HTTP contract (packages/protocol/src/http/search.calls.ts). */
export function registerSearchRoutes(
  router: ApiRouter,
  search: SearchService,
  options: {
    /** The trusted header holding the viewer's country (`COUNTRY_HEADER`), for event views. */
    countryHeader: string;
  },
): void {
  router.implement(searchCalls.events, ({ caller, query, request }) =>
    search.searchEvents(query, viewerOf(caller, request, options)),
  );
  router.implement(searchCalls.rooms, ({ caller, query }) => search.searchRooms(caller, query));
  router.implement(searchCalls.people, ({ caller, query }) => search.searchPeople(caller.userId, query));
}
