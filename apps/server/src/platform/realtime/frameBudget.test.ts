import { describe, expect, it } from 'vitest';
import { FrameBudget } from './frameBudget.ts';

const options = { perSecond: 10, burst: 20, throttledBeforeClose: 5 };

describe('frame budget of one socket', () => {
  it('handles a burst, then throttles, then closes a socket that keeps flooding', () => {
    const budget = new FrameBudget(options, 0);
    const verdicts = Array.from({ length: 26 }, () => budget.spend(0));
    expect(verdicts.slice(0, 20)).toEqual(Array(20).fill('handle'));
    expect(verdicts.slice(20, 25)).toEqual(Array(5).fill('throttle'));
    expect(verdicts[25]).toBe('close');
  });

  it('refills at the sustained rate, so a client within it is never throttled', () => {
    const budget = new FrameBudget(options, 0);
    for (let ms = 0; ms < 60_000; ms += 100) expect(budget.spend(ms)).toBe('handle');
  });

  it('forgives a throttled client that backs off', () => {
    const budget = new FrameBudget(options, 0);
    for (let i = 0; i < 24; i++) budget.spend(0);
    expect(budget.spend(1000)).toBe('handle');
    for (let i = 0; i < 9; i++) budget.spend(1000);
    // Four throttled frames were forgiven over the second: it takes five more to reach the limit again.
    expect(Array.from({ length: 6 }, () => budget.spend(1000))).toEqual([
      ...Array(5).fill('throttle'),
      'close',
    ]);
  });
});
