import type { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { PageSize } from '../limits.ts';
import { followListItemSchema } from './follows.ts';
import { textSchema } from './text.ts';

/**
 * GET /api/search/v1/events, /api/search/v1/people and /api/search/v1/rooms (keyword, page, pageSize):
 * full-text search, best match first (spec 000 §1 "search events, people and rooms").
 */
export const searchQuerySchema = pageQuerySchema(PageSize.search).extend({
  keyword: textSchema.trim().min(1).max(100),
});
/** The query of the search calls. */
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A member found by people search: the same entry as the follow lists, with the caller's follow status. */
export const personHitSchema = followListItemSchema;
/** One entry of GET /api/search/v1/people. */
export type PersonHit = z.infer<typeof personHitSchema>;
