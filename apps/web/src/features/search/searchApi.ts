import type { EventView, Page, PersonHit, RoomView } from '@limelight/protocol';
import { searchCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';

/** One page of events matching the keyword, best match first. */
export function searchEvents(keyword: string, page: number): Promise<Page<EventView>> {
  return api.call(searchCalls.events, { query: { keyword, page } }).then(dataOf);
}

/** One page of people matching the keyword, best match first. */
export function searchPeople(keyword: string, page: number): Promise<Page<PersonHit>> {
  return api.call(searchCalls.people, { query: { keyword, page } }).then(dataOf);
}

/** One page of rooms matching the keyword, best match first. */
export function searchRooms(keyword: string, page: number): Promise<Page<RoomView>> {
  return api.call(searchCalls.rooms, { query: { keyword, page } }).then(dataOf);
}
