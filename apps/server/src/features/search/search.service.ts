import {
  toPage,
  type EventView,
  type Page,
  type PersonHit,
  type RoomView,
  type SearchQuery,
} from '@limelight/protocol';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { Viewer } from '../events/index.ts';
import { followedPersonOf } from '../users/index.ts';
import type { SearchRepo } from './search.repo.ts';

export interface SearchServiceDeps {
  repo: SearchRepo;
  /** Views of the events of these ids the viewer may see, in that order (the events feature). */
  viewEventsByIds: (ids: readonly string[], viewer: Viewer) => Promise<Page<EventView>>;
  /** Views of the rooms of these ids the caller may see, in that order (the rooms feature). */
  viewRoomsByIds: (ids: readonly string[], caller: Caller | null) => Promise<RoomView[]>;
}

/** Search (spec 000 §1): events, people and rooms, ranked by PostgreSQL full-text search. */
export function createSearchService(deps: SearchServiceDeps) {
  return {
    /** GET /search/v1/events: public events, a title match above a tag match above a description match. */
    async searchEvents(query: SearchQuery, viewer: Viewer): Promise<Page<EventView>> {
      const { rows, total } = await deps.repo.searchEvents(
        query.keyword,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      const views = await deps.viewEventsByIds(rows, viewer);
      return toPage(views.list, query.page, query.pageSize, total);
    },

    /** GET /search/v1/rooms: public rooms and the caller's own, a title match above a tag match. */
    async searchRooms(caller: Caller | null, query: SearchQuery): Promise<Page<RoomView>> {
      const { rows, total } = await deps.repo.searchRooms(
        query.keyword,
        caller?.userId,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return toPage(await deps.viewRoomsByIds(rows, caller), query.page, query.pageSize, total);
    },

    /** GET /search/v1/people: members by name, cyaId or username, each with the caller's follow status. */
    async searchPeople(callerId: string, query: SearchQuery): Promise<Page<PersonHit>> {
      const { rows, total } = await deps.repo.searchPeople(
        query.keyword,
        callerId,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      const list = rows.map((row) => followedPersonOf(row, row.isFollowed));
      return toPage(list, query.page, query.pageSize, total);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
