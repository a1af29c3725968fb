import { describe, expect, it } from 'vitest';
import { isoToZonedWallTime, zonedWallTimeToIso } from './zonedTime.ts';

describe('start and end in the event timezone (spec 000 §3 timezone, startAt/endAt)', () => {
  it('reads a wall-clock time of the event timezone as its UTC instant', () => {
    expect(zonedWallTimeToIso('2030-01-15T19:30', 'America/Toronto')).toBe('2030-01-16T00:30:00.000Z');
    expect(zonedWallTimeToIso('2030-07-15T19:30', 'America/Toronto')).toBe('2030-07-15T23:30:00.000Z');
    expect(zonedWallTimeToIso('2030-07-15T08:00', 'Asia/Shanghai')).toBe('2030-07-15T00:00:00.000Z');
    expect(zonedWallTimeToIso('2030-07-15T08:00', 'UTC')).toBe('2030-07-15T08:00:00.000Z');
  });

  it('shows an instant as the wall-clock time of the event timezone', () => {
    expect(isoToZonedWallTime('2030-01-16T00:30:00.000Z', 'America/Toronto')).toBe('2030-01-15T19:30');
    expect(isoToZonedWallTime('2030-07-15T00:00:00Z', 'Europe/Paris')).toBe('2030-07-15T02:00');
  });

  it('round-trips across a daylight-saving change', () => {
    const iso = zonedWallTimeToIso('2030-03-31T03:30', 'Europe/Paris');
    expect(iso).toBe('2030-03-31T01:30:00.000Z');
    expect(isoToZonedWallTime(iso ?? '', 'Europe/Paris')).toBe('2030-03-31T03:30');
  });

  it('refuses text that is no time, impossible dates and unknown zones', () => {
    expect(zonedWallTimeToIso('', 'UTC')).toBeUndefined();
    expect(zonedWallTimeToIso('2030-02-30T10:00', 'UTC')).toBeUndefined();
    expect(zonedWallTimeToIso('2030-02-10T10:00', 'Mars/Olympus')).toBeUndefined();
    expect(isoToZonedWallTime('not a date', 'UTC')).toBe('');
  });
});
