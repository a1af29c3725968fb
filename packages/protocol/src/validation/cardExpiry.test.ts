import { describe, expect, it } from 'vitest';
import { parseCardExpiry } from './cardExpiry.ts';

describe('card expiry month/year split on the slash (spec 000 §5)', () => {
  it.each([
    ['12/25', 12, 2025],
    ['01/2030', 1, 2030],
    ['7/27', 7, 2027],
    [' 03 / 28 ', 3, 2028],
  ])('%j is month %i of %i', (text, month, year) => {
    expect(parseCardExpiry(text)).toEqual({ ok: true, value: { month, year } });
  });

  it.each([
    ['13/25', "Your card's expiration month is invalid."],
    ['00/25', "Your card's expiration month is invalid."],
    ['ab/25', "Your card's expiration month is invalid."],
    ['', "Your card's expiration month is invalid."],
    ['12', "Your card's expiration year is invalid."],
    ['12/', "Your card's expiration year is invalid."],
    ['12/202', "Your card's expiration year is invalid."],
    ['12/25/1', "Your card's expiration year is invalid."],
  ])('%j fails with %j', (text, message) => {
    expect(parseCardExpiry(text)).toMatchObject({ ok: false, message });
  });
});
