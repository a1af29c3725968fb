import type { EventView, Page, PersonHit, RoomView } from '@limelight/protocol';
import { api, dataOf } from '../../lib/api/index.ts';

/** The search paths (spec 000 §1; docs/decisions/roles-feed-search.md). */
const SearchPath = {
  Events: '/api/search/v1/events',
  People: '/api/search/v1/people',
  Rooms: '/api/search/v1/rooms',
} as const;

/** One page of events matching the keyword, best match first. */
export function searchEvents(keyword: string, page: number): Promise<Page<EventView>> {
  return api.get<Page<EventView>>(SearchPath.Events, { keyword, page }).then(dataOf);
}

/** One page of people matching the keyword, best match first. */
export function searchPeople(keyword: string, page: number): Promise<Page<PersonHit>> {
  return api.get<Page<PersonHit>>(SearchPath.People, { keyword, page }).then(dataOf);
}

/** One page of rooms matching the keyword, best match first. */
export function searchRooms(keyword: string, page: number): Promise<Page<RoomView>> {
  return api.get<Page<RoomView>>(SearchPath.Rooms, { keyword, page }).then(dataOf);
}
