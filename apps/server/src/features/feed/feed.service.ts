import {
  EventListState,
  toPage,
  type ChannelAboutAnswer,
  type ChannelAboutQuery,
  type ChannelEventsAnswer,
  type ChannelEventsQuery,
  type ChannelPeriod,
  type EventView,
  type ForYouEvent,
  type ForYouQuery,
  type Page,
  type UserProfileAnswer,
  type UserProfileQuery,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { EventRecord, EventsRepo, Viewer } from '../events/index.ts';
import type { FeedRepo } from './feed.repo.ts';

export interface FeedServiceDeps {
  repo: FeedRepo;
  /** Event listings by scope, list state and title (the events feature). */
  listEvents: EventsRepo['listEvents'];
  /** Views of events for a viewer, in the order given (the events feature). */
  viewEvents: (events: readonly EventRecord[], viewer: Viewer) => Promise<EventView[]>;
  /** Views of the events of these ids the viewer may see, in that order (the events feature). */
  viewEventsByIds: (ids: readonly string[], viewer: Viewer) => Promise<Page<EventView>>;
  /** The user id of a channel named by its slug: the creator's cyaId (any case) or user id. */
  findChannelOwner: (channelSlug: string) => Promise<string | undefined>;
  /** A member's public profile with the viewer's follow status; 4004 for guests and banned accounts. */
  getUserProfile: (viewerId: string, query: UserProfileQuery) => Promise<UserProfileAnswer>;
  now: () => Date;
}

/**
 * What people browse besides the home feed: the For-You home (spec 000 §7 "Rooms") and channel pages
 * (spec 000 §2 `/channel/:channelSlug/:tab?`, §3 channel events). A channel is its creator's: its events
 * are the public, published events the member created.
 */
export function createFeedService(deps: FeedServiceDeps) {
  async function requireChannel(query: { channelId?: string | undefined; channelSlug?: string | undefined }) {
    const channelId = await deps.findChannelOwner(query.channelId ?? query.channelSlug ?? '');
    if (channelId === undefined) throw new ApiError('NotFound');
    return channelId;
  }

  const channelListing = (channelId: string, period: ChannelPeriod) => ({
    scope: { kind: 'public' as const, creatorId: channelId },
    state: EventListState[period],
  });

  return {
    /**
     * GET /user/forYou/v1/home: live and upcoming public events of others, events of channels the caller
     * follows first, then live before upcoming, soonest first.
     */
    async forYou(callerId: string, query: ForYouQuery, viewer: Viewer): Promise<Page<ForYouEvent>> {
      const { rows, total } = await deps.repo.rankForYou(
        callerId,
        deps.now(),
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      const following = new Map(rows.map((row) => [row.id, row.isFollowingChannel]));
      const views = await deps.viewEventsByIds(
        rows.map((row) => row.id),
        viewer,
      );
      const list = views.list.map((view) => ({
        ...view,
        isFollowingChannel: following.get(view.id) ?? false,
      }));
      return toPage(list, query.page, query.pageSize, total);
    },

    /** Channel events (spec 000 §3, §7): one period of the channel's events, 20 a page, by title. */
    async channelEvents(query: ChannelEventsQuery, viewer: Viewer): Promise<ChannelEventsAnswer> {
      const channelId = await requireChannel(query);
      const { rows, total } = await deps.listEvents({
        ...channelListing(channelId, query.period),
        title: query.title,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
        now: deps.now(),
      });
      return {
        events: await deps.viewEvents(rows, viewer),
        pagination: { page: query.page, hasNextPage: query.page * query.pageSize < total },
        filter: { title: query.title || null },
      };
    },

    /** The channel's ABOUT tab: its creator's profile and how many public events each period holds. */
    async channelAbout(query: ChannelAboutQuery, viewerId: string): Promise<ChannelAboutAnswer> {
      const channelId = await requireChannel(query);
      const now = deps.now();
      const countOf = async (period: ChannelPeriod) =>
        (await deps.listEvents({ ...channelListing(channelId, period), limit: 0, offset: 0, now })).total;
      const [profile, live, upcoming, past] = await Promise.all([
        deps.getUserProfile(viewerId, { followingId: channelId }),
        countOf('live'),
        countOf('upcoming'),
        countOf('past'),
      ]);
      return {
        channelId,
        channelSlug: profile.cyaId ?? channelId,
        profile,
        counts: { live, upcoming, past },
      };
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
