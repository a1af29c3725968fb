import { describe, expect, it } from 'vitest';
import { countdownClock, countdownParts } from './countdown.ts';

describe('countdown to the start (spec 000 §2 event detail, §3 secondsTolive)', () => {
  it('splits the seconds to go into days, hours, minutes and seconds', () => {
    expect(countdownParts(2 * 86_400 + 3 * 3_600 + 4 * 60 + 5)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it('shows the clock with two digits each', () => {
    expect(countdownClock(countdownParts(3_600 + 60 + 1))).toBe('01:01:01');
    expect(countdownClock(countdownParts(59))).toBe('00:00:59');
  });

  it('keeps whole days out of the clock', () => {
    const parts = countdownParts(86_400 + 59);
    expect(parts.days).toBe(1);
    expect(countdownClock(parts)).toBe('00:00:59');
  });

  it('stops at zero once the event has started', () => {
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(-30)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('counts whole seconds only', () => {
    expect(countdownClock(countdownParts(61.9))).toBe('00:01:01');
  });
});
