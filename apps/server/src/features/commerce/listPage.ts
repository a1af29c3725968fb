import { toPage, type Page } from '@limelight/protocol';

/** One page of a short list read whole (an event's tiers or coupons: a handful each). */
export function pageOfList<T>(list: readonly T[], page: number, pageSize: number): Page<T> {
  return toPage(list.slice((page - 1) * pageSize, page * pageSize), page, pageSize, list.length);
}
