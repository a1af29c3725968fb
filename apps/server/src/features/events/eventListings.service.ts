import {
  EventListState,
  MyListTypes,
  toPage,
  type EventListQuery,
  type EventView,
  type HomepageQuery,
  type ListByUserIdQuery,
  type MyListQuery,
  type Page,
  type ServiceListQuery,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { EventListing, EventRecord, EventsRepo } from './events.repo.ts';
import type { EventAccess, Viewer } from './eventAccess.ts';

export interface EventListingsServiceDeps {
  repo: EventsRepo;
  access: EventAccess;
  /** The user id of a channel named by its slug: the creator's cyaId (any case) or user id. */
  findChannelOwner: (channelSlug: string) => Promise<string | undefined>;
  now: () => Date;
}

const adsPerEvent = 6;

/** A page of an offset/limit listing in the list shape (ARCHITECTURE), for the events service. */
function offsetPage<T>(list: T[], limit: number, offset: number, total: number): Page<T> {
  return {
    list,
    pagination: {
      page: Math.floor(offset / limit) + 1,
      pageSize: limit,
      total,
      hasNextPage: offset + list.length < total,
    },
  };
}

/** Lists of events: home feed, public lists, a member's lists, channels and the events service's lists. */
export function createEventListingsService(deps: EventListingsServiceDeps) {
  const { repo, access } = deps;

  async function pageOf(
    listing: Omit<EventListing, 'now' | 'limit' | 'offset'>,
    viewer: Viewer,
    page: number,
    pageSize: number,
  ): Promise<Page<EventView>> {
    const { rows, total } = await repo.listEvents({
      ...listing,
      limit: pageSize,
      offset: (page - 1) * pageSize,
      now: deps.now(),
    });
    return toPage(await access.viewsOf(rows, viewer), page, pageSize, total);
  }

  return {
    /** getEventAds: the channel's other upcoming events, shown beside an event (up to 6). */
    async getEventAds(eventRef: string, viewer: Viewer): Promise<Page<EventView>> {
      const { event } = await access.requireVisible(eventRef, viewer);
      return pageOf(
        {
          scope: { kind: 'public', creatorId: event.creatorId },
          state: EventListState.upcoming,
          excludeId: event.id,
        },
        viewer,
        1,
        adsPerEvent,
      );
    },

    /** GET /api/events/v1/list: public events, of one list state and by title when asked. */
    listEvents(query: EventListQuery, viewer: Viewer): Promise<Page<EventView>> {
      return pageOf(
        { scope: { kind: 'public' }, state: query.state, title: query.title },
        viewer,
        query.page,
        query.pageSize,
      );
    },

    /** spec 000 §1 home feed by period: live, upcoming, past (public events) or the member's saved ones. */
    async homepage(query: HomepageQuery, viewer: Viewer): Promise<Page<EventView>> {
      if (query.period === 'saved') {
        if (viewer.caller?.kind !== 'member') return toPage([], query.page, query.pageSize, 0);
        return pageOf(
          { scope: { kind: 'savedBy', userId: viewer.caller.userId } },
          viewer,
          query.page,
          query.pageSize,
        );
      }
      return pageOf(
        { scope: { kind: 'public' }, state: EventListState[query.period] },
        viewer,
        query.page,
        query.pageSize,
      );
    },

    /** spec 000 §7 myList (published, type=0): the caller's own events (0) or those they hold a ticket to (1). */
    myList(caller: Caller, query: MyListQuery, viewer: Viewer): Promise<Page<EventView>> {
      const scope: EventListing['scope'] =
        query.type === MyListTypes.created
          ? { kind: 'createdBy', creatorId: caller.userId, published: query.published }
          : { kind: 'ticketHeldBy', userId: caller.userId };
      return pageOf({ scope }, viewer, query.page, query.pageSize);
    },

    /** spec 000 §7 listByUserId: someone's public events. */
    listByUserId(query: ListByUserIdQuery, viewer: Viewer): Promise<Page<EventView>> {
      return pageOf(
        { scope: { kind: 'public', creatorId: query.userId } },
        viewer,
        query.page,
        query.pageSize,
      );
    },

    /** The events service's `GET list`, `?state=`, `?limit&offset`: public events. */
    async listPublic(query: ServiceListQuery, viewer: Viewer): Promise<Page<EventView>> {
      const { rows, total } = await repo.listEvents({
        scope: { kind: 'public' },
        state: query.state,
        limit: query.limit,
        offset: query.offset,
        now: deps.now(),
      });
      return offsetPage(await access.viewsOf(rows, viewer), query.limit, query.offset, total);
    },

    /** The events service's `GET /list/{ids}`: the events of these ids the viewer may see, in that order. */
    async listByIds(ids: readonly string[], viewer: Viewer): Promise<Page<EventView>> {
      const found = await repo.findEventsByIds(ids);
      const byId = new Map(found.map((event) => [event.id, event]));
      const ordered = ids.flatMap((id) => byId.get(id) ?? []);
      const views = await access.viewsOf(ordered, viewer);
      return toPage(views, 1, Math.max(ids.length, 1), views.length);
    },

    /** The events service's `GET /channel/{channel}`: a channel's public events (channel = creator). */
    async listChannel(
      channelSlug: string,
      query: ServiceListQuery,
      viewer: Viewer,
    ): Promise<Page<EventView>> {
      const creatorId = await deps.findChannelOwner(channelSlug);
      if (creatorId === undefined) throw new ApiError('NotFound');
      const { rows, total } = await repo.listEvents({
        scope: { kind: 'public', creatorId },
        state: query.state,
        limit: query.limit,
        offset: query.offset,
        now: deps.now(),
      });
      return offsetPage(await access.viewsOf(rows, viewer), query.limit, query.offset, total);
    },

    /** Views of events for a viewer (home feed, search and channel pages of the roles feature). */
    viewEvents: (events: readonly EventRecord[], viewer: Viewer): Promise<EventView[]> =>
      access.viewsOf(events, viewer),
  };
}
