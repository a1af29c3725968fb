import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import { isStorableText, storableJsonSchema, textSchema } from './text.ts';

describe('storable text (issue 9: PostgreSQL refuses U+0000 and lone surrogates)', () => {
  it.each(['a\u0000b', '\u0000', 'x\ud800', '\udfffy', 'a\ud800\ud800'])('refuses %j', (value) => {
    expect(isStorableText(value)).toBe(false);
    const result = textSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(Messages.textCharacters);
  });

  it.each(['', 'plain', 'Jazz 🎷', '漢字 é', '%00', "'; DROP TABLE users; --"])('takes %j', (value) => {
    expect(textSchema.parse(value)).toBe(value);
  });

  it('keeps its check under the string rules chained after it', () => {
    expect(textSchema.trim().min(1).max(5).safeParse(' a\u0000 ').success).toBe(false);
    expect(textSchema.trim().min(1).max(5).parse(' ab ')).toBe('ab');
  });

  it('refuses NUL anywhere in a free-form JSON value, keys included', () => {
    expect(storableJsonSchema.safeParse({ a: ['ok', { b: 'x\u0000' }] }).success).toBe(false);
    expect(storableJsonSchema.safeParse({ 'k\u0000': 1 }).success).toBe(false);
    expect(storableJsonSchema.parse({ a: [1, true, null, 'ok'] })).toEqual({ a: [1, true, null, 'ok'] });
  });
});
