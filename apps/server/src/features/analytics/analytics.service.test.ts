import { describe, expect, it } from 'vitest';
import { platformOfClient, spanOf } from './analytics.service.ts';
import { csvField } from './csvExport.ts';

describe('platforms (spec 001 §9: web, ios, android, special)', () => {
  it('reads the platform from the X-Client header, any other client being special', () => {
    expect(platformOfClient('web-43')).toBe('web');
    expect(platformOfClient('iOS-12')).toBe('ios');
    expect(platformOfClient('android-3')).toBe('android');
    expect(platformOfClient('tv-1')).toBe('special');
    expect(platformOfClient('special-1')).toBe('special');
    expect(platformOfClient(undefined)).toBe('special');
  });
});

describe('time filters (spec 001 §9: all, 1 … 365 days, custom)', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const filter = { channelId: 'u', platform: 'all' as const };

  it('reads N days back from now', () => {
    expect(spanOf({ ...filter, range: '7' }, now)).toEqual({
      from: new Date('2026-05-03T12:00:00Z'),
      to: now,
    });
  });

  it('reads all time from the epoch, and a custom span as given', () => {
    expect(spanOf({ ...filter, range: 'all' }, now).from.getTime()).toBe(0);
    const from = '2026-01-01T00:00:00Z';
    const to = '2026-02-01T00:00:00Z';
    expect(spanOf({ ...filter, range: 'custom', from, to }, now)).toEqual({
      from: new Date(from),
      to: new Date(to),
    });
  });
});

describe('CSV fields (RFC 4180)', () => {
  it('quotes commas, quotes and line breaks, and never lets a cell start a formula', () => {
    expect(csvField('Ada')).toBe('Ada');
    expect(csvField('Lovelace, Ada')).toBe('"Lovelace, Ada"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });
});
