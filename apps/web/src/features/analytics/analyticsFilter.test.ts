import { describe, expect, it } from 'vitest';
import { filterOfSearch, queryOfFilter, tabOf } from './analyticsFilter.ts';

describe('the analytics address (spec 001 §1 /analytics/:tab?, §9 filters)', () => {
  it('reads the tab, the dashboard for none or an unknown one', () => {
    expect(tabOf('stage')).toBe('stage');
    expect(tabOf(undefined)).toBe('dashboard');
    expect(tabOf('nope')).toBe('dashboard');
  });

  it('reads the time filter and the platform, 30 days and every platform by default', () => {
    expect(filterOfSearch(new URLSearchParams('range=7&platform=ios&channel=u1'))).toMatchObject({
      channelId: 'u1',
      range: '7',
      platform: 'ios',
    });
    expect(filterOfSearch(new URLSearchParams('range=9&platform=tv'))).toMatchObject({
      range: '30',
      platform: 'all',
    });
  });

  it('turns a custom span of local days into instants from the first midnight to the one after the last', () => {
    const filter = filterOfSearch(new URLSearchParams('range=custom&from=2026-03-01&to=2026-03-02'));
    const query = queryOfFilter(filter, 'u1');
    expect(query).toMatchObject({ channelId: 'u1', range: 'custom' });
    expect(Date.parse(query.to!) - Date.parse(query.from!)).toBeGreaterThanOrEqual(47 * 3600_000);
    expect(new Date(query.from!).getHours()).toBe(0);
    expect(new Date(query.from!).getDate()).toBe(1);
  });

  it('reads an incomplete custom span as all time', () => {
    const filter = filterOfSearch(new URLSearchParams('range=custom&from=2026-03-01'));
    expect(queryOfFilter(filter, 'u1')).toEqual({ channelId: 'u1', range: 'all', platform: 'all' });
  });
});
