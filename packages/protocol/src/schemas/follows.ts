import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { PageSize } from '../limits.ts';
import { userIdSchema } from './ids.ts';
import { textSchema } from './text.ts';

/** spec 000 §3 relation statuses of following: Follow (not following) → following. */
export const FollowStatus = { NotFollow: 'NOT_FOLLOW', HasFollowed: 'HAS_FOLLOWED' } as const;
/** One follow status. */
export type FollowStatus = (typeof FollowStatus)[keyof typeof FollowStatus];
export const followStatusSchema = z.enum([FollowStatus.NotFollow, FollowStatus.HasFollowed]);

/** POST /api/user/v2/follow and /api/user/v2/unfollow {followingId} (spec 000 §7). */
export const followRequestSchema = z.object({ followingId: userIdSchema });
/** The body of POST /api/user/v2/follow and /api/user/v2/unfollow. */
export type FollowRequest = z.infer<typeof followRequestSchema>;

/** The answer of follow and unfollow: the caller's relation afterwards and the person's follower count. */
export const followAnswerSchema = z.object({
  followingId: userIdSchema,
  status: followStatusSchema,
  followersCount: z.number().int().nonnegative(),
});
/** The data of POST /api/user/v2/follow and /api/user/v2/unfollow. */
export type FollowAnswer = z.infer<typeof followAnswerSchema>;

/** GET /api/user/v2/listFollowing and /api/user/v2/listFans (userId, keyword, page, pageSize); the caller's by default. */
export const followListQuerySchema = pageQuerySchema(PageSize.follows).extend({
  userId: userIdSchema.optional(),
  keyword: textSchema.trim().max(100).optional(),
});
/** The query of GET /api/user/v2/listFollowing and /api/user/v2/listFans. */
export type FollowListQuery = z.infer<typeof followListQuerySchema>;

/** One person of a followers or following list, with the caller's own relation to them. */
export const followListItemSchema = z.object({
  userId: userIdSchema,
  displayName: textSchema,
  username: textSchema.nullable(),
  avatar: textSchema.nullable(),
  cyaId: textSchema.nullable(),
  status: followStatusSchema,
});
/** One entry of GET /api/user/v2/listFollowing and /api/user/v2/listFans. */
export type FollowListItem = z.infer<typeof followListItemSchema>;
