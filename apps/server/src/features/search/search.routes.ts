import { searchQuerySchema } from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import { viewerOf } from '../events/index.ts';
import type { SearchService } from './search.service.ts';

/** Search (spec 000 §1; paths not shown, chosen in docs/decisions/roles-feed-search.md). */
export function registerSearchRoutes(
  router: ApiRouter,
  search: SearchService,
  options: {
    /** The trusted header holding the viewer's country (`COUNTRY_HEADER`), for event views. */
    countryHeader: string;
  },
): void {
  router.get(
    '/api/search/v1/events',
    { auth: 'optional', query: searchQuerySchema },
    ({ caller, query, request }) => search.searchEvents(query, viewerOf(caller, request, options)),
  );
  router.get('/api/search/v1/rooms', { auth: 'optional', query: searchQuerySchema }, ({ caller, query }) =>
    search.searchRooms(caller, query),
  );
  router.get('/api/search/v1/people', { auth: 'any', query: searchQuerySchema }, ({ caller, query }) =>
    search.searchPeople(caller.userId, query),
  );
}
