import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from './search.ts';

describe('search query', () => {
  it('needs a keyword and pages 20 at a time', () => {
    expect(searchQuerySchema.parse({ keyword: ' jazz ' })).toEqual({
      keyword: 'jazz',
      page: 1,
      pageSize: 20,
    });
    expect(searchQuerySchema.safeParse({ keyword: '  ' }).success).toBe(false);
  });
});
