import type { ForYouEvent, Page } from '@limelight/protocol';
import { feedCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';

/** One page of the member's For-You events: live and upcoming, those of channels they follow first. */
export function fetchForYou(page: number): Promise<Page<ForYouEvent>> {
  return api.call(feedCalls.forYou, { query: { page } }).then(dataOf);
}
