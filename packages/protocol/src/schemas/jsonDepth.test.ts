import { describe, expect, it } from 'vitest';
import { isJsonWithinDepth, maxJsonDepth } from './jsonDepth.ts';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('isJsonWithinDepth (issue 26: nesting is bounded before any recursive walk)', () => {
  it('accepts values up to the bound and refuses one level more', () => {
    expect(isJsonWithinDepth(nested(maxJsonDepth))).toBe(true);
    expect(isJsonWithinDepth(nested(maxJsonDepth + 1))).toBe(false);
    expect(isJsonWithinDepth('{"a":'.repeat(maxJsonDepth + 1) + '1' + '}'.repeat(maxJsonDepth + 1))).toBe(
      false,
    );
  });

  it('counts depth, not the number of values', () => {
    const wide = `[${Array.from({ length: 1_000 }, () => '{"a":[1]}').join(',')}]`;
    expect(isJsonWithinDepth(wide, 3)).toBe(true);
    expect(isJsonWithinDepth(wide, 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(isJsonWithinDepth(JSON.stringify({ text: '[[[[{{{{"\\' + '['.repeat(500) }), 1)).toBe(true);
  });

  it('scans a 100,000-level body without recursion', () => {
    expect(isJsonWithinDepth(nested(100_000))).toBe(false);
  });
});
