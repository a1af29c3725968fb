import type { ChannelAboutAnswer, ChannelEventsAnswer, ChannelPeriod } from '@limelight/protocol';
import { api, dataOf } from '../../lib/api/index.ts';

/** The channel page's data paths (spec 000 §2, §3; docs/decisions/roles-feed-search.md). */
const ChannelsPath = {
  Events: '/api/channel/v1/events',
  About: '/api/channel/v1/about',
} as const;

/** One page (20 events, spec 000 §9) of a channel's live, upcoming or past events, by title when given. */
export function fetchChannelEvents(
  channelSlug: string,
  period: ChannelPeriod,
  page: number,
  title: string,
): Promise<ChannelEventsAnswer> {
  return api
    .get<ChannelEventsAnswer>(ChannelsPath.Events, { channelSlug, period, page, title: title || undefined })
    .then(dataOf);
}

/** The channel's ABOUT: its creator's profile and how many events each period holds. */
export function fetchChannelAbout(channelSlug: string): Promise<ChannelAboutAnswer> {
  return api.get<ChannelAboutAnswer>(ChannelsPath.About, { channelSlug }).then(dataOf);
}
