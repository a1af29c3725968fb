import type { ChannelPeriod } from '@limelight/protocol';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { nextPageParam } from '../../lib/api/index.ts';
import { fetchChannelAbout, fetchChannelEvents } from './channelsApi.ts';

/** The cache keys of channel pages. */
export const channelKeys = {
  all: ['channels'] as const,
  about: (channelSlug: string) => [...channelKeys.all, 'about', channelSlug] as const,
  events: (channelSlug: string, period: ChannelPeriod, title: string) =>
    [...channelKeys.all, 'events', channelSlug, period, title] as const,
};

/** The channel's ABOUT (also the page header). */
export function channelAboutQuery(channelSlug: string) {
  return queryOptions({
    queryKey: channelKeys.about(channelSlug),
    queryFn: () => fetchChannelAbout(channelSlug),
  });
}

/** A channel's events of one period, page by page ("Load more"), each page's events as `list`. */
export function channelEventsQuery(channelSlug: string, period: ChannelPeriod, title: string) {
  return infiniteQueryOptions({
    queryKey: channelKeys.events(channelSlug, period, title),
    queryFn: ({ pageParam }) => fetchChannelEvents(channelSlug, period, pageParam, title),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    select: (data) => ({ ...data, pages: data.pages.map((page) => ({ list: page.events })) }),
  });
}
