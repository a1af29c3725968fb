import type { HomepagePeriod } from '@limelight/protocol';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { nextPageParam } from '../../lib/api/index.ts';
import {
  fetchEventDetail,
  fetchHomepage,
  fetchLatestDraft,
  fetchMyEvents,
  resolveEventAddress,
} from './eventsApi.ts';

/** The cache keys of the events feature; the prefix lets a change refetch everything about events at once. */
export const eventKeys = {
  all: ['events'] as const,
  detail: (eventRef: string) => [...eventKeys.all, 'detail', eventRef] as const,
  address: (eventRef: string) => [...eventKeys.all, 'address', eventRef] as const,
  feed: (period: HomepagePeriod) => [...eventKeys.all, 'feed', period] as const,
  mine: () => [...eventKeys.all, 'mine'] as const,
  latestDraft: () => [...eventKeys.all, 'latestDraft'] as const,
  roles: (eventId: string) => [...eventKeys.all, 'roles', eventId] as const,
  liveStart: (eventId: string) => [...eventKeys.all, 'liveStart', eventId] as const,
  inviteLinks: (eventId: string) => [...eventKeys.all, 'inviteLinks', eventId] as const,
  contents: (eventId: string) => [...eventKeys.all, 'contents', eventId] as const,
  play: (eventId: string) => [...eventKeys.all, 'play', eventId] as const,
  roleCandidates: (eventId: string, text: string) =>
    [...eventKeys.all, 'roleCandidates', eventId, text] as const,
  invitation: (inviteId: string) => [...eventKeys.all, 'invitation', inviteId] as const,
  sharedLink: (link: string) => [...eventKeys.all, 'sharedLink', link] as const,
};

/** An event's detail (v3) by id or slug, through the invitation link it was opened with when there is one. */
export function eventDetailQuery(eventRef: string, sharedLink?: string) {
  return queryOptions({
    queryKey: eventKeys.detail(eventRef),
    queryFn: () => fetchEventDetail(eventRef, sharedLink),
  });
}

/** The id and slug of an event named by either (spec 000 §2); null when no event has it. */
export function eventAddressQuery(eventRef: string) {
  return queryOptions({
    queryKey: eventKeys.address(eventRef),
    queryFn: () => resolveEventAddress(eventRef),
  });
}

/** A home feed period, page by page. */
export function homeFeedQuery(period: HomepagePeriod) {
  return infiniteQueryOptions({
    queryKey: eventKeys.feed(period),
    queryFn: ({ pageParam }) => fetchHomepage(period, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

/** The caller's own events, page by page. */
export function myEventsQuery() {
  return infiniteQueryOptions({
    queryKey: eventKeys.mine(),
    queryFn: ({ pageParam }) => fetchMyEvents(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

/** The caller's newest draft on the server (null without one), for the wizard to offer. */
export function latestDraftQuery() {
  return queryOptions({ queryKey: eventKeys.latestDraft(), queryFn: fetchLatestDraft });
}
