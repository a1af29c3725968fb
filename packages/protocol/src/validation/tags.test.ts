import { describe, expect, it } from 'vitest';
import { tagsSchema, validateTags } from './tags.ts';

describe('tags: charset, at most 5, no duplicates (spec 000 §5)', () => {
  it.each([
    [[], []],
    [['music'], ['music']],
    [
      [' jazz ', 'live_2025', 'q-and-a'],
      ['jazz', 'live_2025', 'q-and-a'],
    ],
    [
      ['a', 'b', 'c', 'd', 'e'],
      ['a', 'b', 'c', 'd', 'e'],
    ],
  ])('%j passes as %j', (tags, value) => {
    expect(validateTags(tags)).toEqual({ ok: true, value });
  });

  it.each([
    [['a', 'b', 'c', 'd', 'e', 'f'], 'You can add at most 5 tags'],
    [['rock&roll'], 'Tags may only contain letters, numbers, underscores and dashes'],
    [['two words'], 'Tags may only contain letters, numbers, underscores and dashes'],
    [[''], 'Tags may only contain letters, numbers, underscores and dashes'],
    [['music', 'music'], 'Each tag can only be added once'],
    [['Music', 'music'], 'Each tag can only be added once'],
  ])('%j fails with %j', (tags, message) => {
    expect(validateTags(tags)).toMatchObject({ ok: false, message });
  });

  it('works as a schema', () => {
    expect(tagsSchema.safeParse(['a', 'a']).error?.issues[0]?.message).toBe(
      'Each tag can only be added once',
    );
  });
});
