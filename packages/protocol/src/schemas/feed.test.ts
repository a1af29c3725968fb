import { describe, expect, it } from 'vitest';
import { channelAboutQuerySchema, channelEventsQuerySchema } from './feed.ts';

describe('channel events query (spec 000 §3, §7: channelId, period, page, pageSize 20, title)', () => {
  it('pages 20 at a time by default and names the channel by id or slug', () => {
    expect(channelEventsQuerySchema.parse({ channelSlug: 'mnl', period: 'live' })).toEqual({
      channelSlug: 'mnl',
      period: 'live',
      page: 1,
      pageSize: 20,
    });
    expect(
      channelEventsQuerySchema.parse({ channelId: 'u1', period: 'past', title: ' jazz ', page: '3' }),
    ).toMatchObject({
      channelId: 'u1',
      title: 'jazz',
      page: 3,
    });
  });

  it('needs a channel and one of the three periods', () => {
    expect(channelEventsQuerySchema.safeParse({ period: 'live' }).error?.issues[0]).toMatchObject({
      path: ['channelId'],
      message: 'This field is required',
    });
    expect(channelEventsQuerySchema.safeParse({ channelId: 'u1', period: 'saved' }).success).toBe(false);
    expect(channelAboutQuerySchema.safeParse({}).success).toBe(false);
  });
});
