import { describe, expect, it } from 'vitest';
import { maxRoomContents } from '../socket/sync.ts';
import {
  syncAssetsDelRequestSchema,
  syncAssetsListQuerySchema,
  syncContentAddRequestSchema,
  syncPlayRequestSchema,
} from './roomSync.ts';

describe('shared content requests (spec 001 §7 "Shared content sync")', () => {
  it('reads a play with the wire’s flags and seconds, leaving out what is not sent', () => {
    expect(
      syncPlayRequestSchema.parse({
        eventId: ' r1 ',
        contentId: '-1',
        mode: 'default',
        isPlaying: '1',
        time: '12.5',
      }),
    ).toEqual({ eventId: 'r1', contentId: '-1', mode: 'default', isPlaying: true, time: 12.5 });
    expect(
      syncPlayRequestSchema.safeParse({ eventId: 'r1', contentId: 'c', mode: 'video', time: -1 }).success,
    ).toBe(false);
  });

  it('adds web assets with a web address only, never under the reserved modes default and host', () => {
    const asset = { eventId: 'r1', mode: 'youtube', name: 'Intro', urls: { web: 'youtube.com/watch?v=1' } };
    expect(syncContentAddRequestSchema.parse(asset).urls.web).toBe('https://youtube.com/watch?v=1');
    expect(syncContentAddRequestSchema.parse({ ...asset, urls: { web: '/files/a/b.pdf' } }).urls.web).toBe(
      '/files/a/b.pdf',
    );
    for (const web of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com/a'])
      expect(syncContentAddRequestSchema.safeParse({ ...asset, urls: { web } }).success).toBe(false);
    for (const mode of ['default', 'host'])
      expect(syncContentAddRequestSchema.safeParse({ ...asset, mode }).success).toBe(false);
    expect(syncContentAddRequestSchema.safeParse({ ...asset, urls: {} }).success).toBe(false);
  });

  it('deletes assets with their stored files unless delS3 is false; pages at most the list', () => {
    expect(syncAssetsDelRequestSchema.parse({ eventId: 'r1', contents: ['c1'] }).delS3).toBe(true);
    expect(syncAssetsDelRequestSchema.parse({ eventId: 'r1', contents: ['c1'], delS3: 0 }).delS3).toBe(false);
    expect(syncAssetsDelRequestSchema.safeParse({ eventId: 'r1', contents: [] }).success).toBe(false);
    expect(syncAssetsListQuerySchema.parse({ eventId: 'r1' })).toEqual({
      eventId: 'r1',
      page: 1,
      pageSize: 20,
    });
    expect(
      syncAssetsListQuerySchema.safeParse({ eventId: 'r1', pageSize: maxRoomContents + 1 }).success,
    ).toBe(false);
  });
});
