import { describe, expect, it } from 'vitest';
import { isZoomed } from './zoom.ts';

describe('zoomed when the device pixel ratio is above 2.5 or below 0.5 (spec 000 §1)', () => {
  it.each([
    [1, false],
    [2, false],
    [2.5, false],
    [0.5, false],
    [2.6, true],
    [3, true],
    [0.49, true],
  ])('ratio %d zoomed → %j', (ratio, zoomed) => {
    expect(isZoomed(ratio)).toBe(zoomed);
  });
});
