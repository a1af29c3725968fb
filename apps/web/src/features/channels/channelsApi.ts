import type { ChannelAboutAnswer, ChannelEventsAnswer, ChannelPeriod } from '@limelight/protocol';
import { feedCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';

/** One page (20 events, spec 000 §9) of a channel's live, upcoming or past events, by title when given. */
export function fetchChannelEvents(
  channelSlug: string,
  period: ChannelPeriod,
  page: number,
  title: string,
): Promise<ChannelEventsAnswer> {
  return api
    .call(feedCalls.channelEvents, { query: { channelSlug, period, page, title: title || undefined } })
    .then(dataOf);
}

/** The channel's ABOUT: its creator's profile and how many events each period holds. */
export function fetchChannelAbout(channelSlug: string): Promise<ChannelAboutAnswer> {
  return api.call(feedCalls.channelAbout, { query: { channelSlug } }).then(dataOf);
}
