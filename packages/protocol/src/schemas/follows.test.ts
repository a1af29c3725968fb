import { describe, expect, it } from 'vitest';
import { followAnswerSchema, followListQuerySchema } from './follows.ts';

describe('GET /api/user/v2/listFollowing and listFans', () => {
  it('pages 20 at a time by default', () => {
    expect(followListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(followListQuerySchema.parse({ userId: 'u1', keyword: ' ann ', page: '2', pageSize: '5' })).toEqual(
      {
        userId: 'u1',
        keyword: 'ann',
        page: 2,
        pageSize: 5,
      },
    );
  });
});

describe('follow answer', () => {
  it('carries the spec statuses', () => {
    expect(
      followAnswerSchema.parse({ followingId: 'u', status: 'HAS_FOLLOWED', followersCount: 1 }).status,
    ).toBe('HAS_FOLLOWED');
    expect(
      followAnswerSchema.safeParse({ followingId: 'u', status: 'IS_FRIEND', followersCount: 1 }).success,
    ).toBe(false);
  });
});
