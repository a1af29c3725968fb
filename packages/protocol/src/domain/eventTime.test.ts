import { describe, expect, it } from 'vitest';
import { EventListState, eventTimeState, listStateOf, secondsToLive, type Instant } from './eventTime.ts';

const startAt = '2025-06-15T18:00:00.000Z';
const endAt = '2025-06-15T20:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('event time state (spec 000 §4)', () => {
  it.each<[Instant, Instant, string, string]>([
    [null, endAt, '2025-06-15T19:00:00Z', 'tba'],
    [undefined, undefined, '2025-06-15T19:00:00Z', 'tba'],
    ['not a date', endAt, '2025-06-15T19:00:00Z', 'tba'],
    [startAt, endAt, '2025-06-15T17:59:59.999Z', 'upcoming'],
    [startAt, endAt, '2025-06-15T18:00:00.000Z', 'live'],
    [startAt, endAt, '2025-06-15T19:00:00.000Z', 'live'],
    [startAt, endAt, '2025-06-15T20:00:00.000Z', 'live'],
    [startAt, endAt, '2025-06-15T20:00:00.001Z', 'past'],
    [new Date(startAt), new Date(endAt), '2025-06-15T21:00:00Z', 'past'],
    [startAt, null, '2030-01-01T00:00:00Z', 'live'],
  ])('start %j, end %j at %s is %s', (start, end, now, state) => {
    expect(eventTimeState(start, end, at(now))).toBe(state);
  });
});

describe('list states upcoming=1, live=2, past=3 (spec 000 §4)', () => {
  it.each([
    ['upcoming', 1],
    ['tba', 1],
    ['live', 2],
    ['past', 3],
  ] as const)('%s lists as %i', (state, listState) => {
    expect(listStateOf(state)).toBe(listState);
  });

  it('names the wire values', () => {
    expect(EventListState).toEqual({ upcoming: 1, live: 2, past: 3 });
  });
});

describe('secondsToLive (spec 000 §3)', () => {
  it.each([
    ['2025-06-15T17:00:00Z', 3600],
    ['2025-06-15T17:59:59.500Z', 1],
    ['2025-06-15T18:00:00Z', 0],
    ['2025-06-15T19:00:00Z', 0],
  ])('at %s is %i', (now, seconds) => {
    expect(secondsToLive(startAt, at(now))).toBe(seconds);
  });

  it('is null for a tba event', () => {
    expect(secondsToLive(null, at('2025-06-15T17:00:00Z'))).toBeNull();
  });
});
