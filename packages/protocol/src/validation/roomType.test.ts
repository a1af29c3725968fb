import { describe, expect, it } from 'vitest';
import { roomTypeSchema, validateRoomType } from './roomType.ts';

describe('a room type must be chosen (spec 000 §5)', () => {
  it.each([1, 2])('privateLevel %i passes', (level) => {
    expect(validateRoomType(level)).toEqual({ ok: true, value: level });
  });

  it.each([undefined, null, 0, 3])('%j fails', (level) => {
    expect(validateRoomType(level)).toMatchObject({ ok: false, message: 'Please choose a room type' });
  });

  it('works as a schema', () => {
    expect(roomTypeSchema.parse(1)).toBe(1);
    expect(roomTypeSchema.safeParse(undefined).success).toBe(false);
  });
});
