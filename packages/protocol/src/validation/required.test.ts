import { describe, expect, it } from 'vitest';
import { requiredTextSchema, validateRequired } from './required.ts';

describe('fields must not be empty (spec 000 §5)', () => {
  it.each([
    ['x', 'x'],
    ['  padded  ', 'padded'],
  ])('%j passes as %j', (text, value) => {
    expect(validateRequired(text)).toEqual({ ok: true, value });
  });

  it.each(['', '   ', '\n\t'])('%j fails', (text) => {
    expect(validateRequired(text, 'name')).toMatchObject({
      ok: false,
      message: 'This field is required',
      field: 'name',
    });
  });

  it('works as a schema', () => {
    expect(requiredTextSchema.parse(' a ')).toBe('a');
    expect(requiredTextSchema.safeParse(' ').success).toBe(false);
  });
});
