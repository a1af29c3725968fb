import { describe, expect, it } from 'vitest';
import { toLocalIso, utcOffsetMinutesIn } from './localTime.ts';

describe('utcOffsetMinutesIn', () => {
  it.each([
    ['UTC', '2025-06-15T18:00:00Z', 0],
    ['Europe/Paris', '2025-06-15T18:00:00Z', 120],
    ['Europe/Paris', '2025-01-15T18:00:00Z', 60],
    ['America/New_York', '2025-01-15T18:00:00.500Z', -300],
    ['America/New_York', '2025-07-15T18:00:00Z', -240],
    ['Asia/Kolkata', '2025-07-15T18:00:00Z', 330],
  ])('%s at %s is %i minutes east', (zone, at, minutes) => {
    expect(utcOffsetMinutesIn(zone, new Date(at))).toBe(minutes);
  });

  it('follows the daylight-saving change within one day', () => {
    expect(utcOffsetMinutesIn('Europe/Paris', new Date('2025-03-30T00:59:59Z'))).toBe(60);
    expect(utcOffsetMinutesIn('Europe/Paris', new Date('2025-03-30T01:00:00Z'))).toBe(120);
  });
});

describe('toLocalIso', () => {
  it.each([
    ['2025-06-15T18:00:00.000Z', 120, '2025-06-15T20:00:00.000+02:00'],
    ['2025-06-15T02:00:00.000Z', -300, '2025-06-14T21:00:00.000-05:00'],
    ['2025-06-15T18:00:00.000Z', 330, '2025-06-15T23:30:00.000+05:30'],
    ['2025-06-15T18:00:00.000Z', 0, '2025-06-15T18:00:00.000+00:00'],
  ])('%s at %i is %s', (at, offset, local) => {
    expect(toLocalIso(new Date(at), offset)).toBe(local);
    expect(new Date(local).toISOString()).toBe(at);
  });
});
