import { describe, expect, it } from 'vitest';
import {
  descriptionSchema,
  displayNameSchema,
  validateDescription,
  validateDisplayName,
} from './textLength.ts';

describe('display name at most 100 characters (spec 000 §5, spec 001 §5)', () => {
  it.each([
    ['Ada', 'Ada'],
    ['x'.repeat(100), 'x'.repeat(100)],
    ['🎤'.repeat(100), '🎤'.repeat(100)],
  ])('%j passes', (name, value) => {
    expect(validateDisplayName(name)).toEqual({ ok: true, value });
  });

  it.each([
    ['x'.repeat(101), 'Must be at most 100 characters'],
    ['', 'This field is required'],
  ])('%j fails with %j', (name, message) => {
    expect(validateDisplayName(name)).toMatchObject({ ok: false, message });
  });

  it('works as a schema', () => {
    expect(displayNameSchema.parse(' Ada ')).toBe('Ada');
  });
});

describe('description at most 500 characters (spec 000 §5, spec 001 §5)', () => {
  it.each(['', 'A live jam.', 'y'.repeat(500)])('%j passes', (description) => {
    expect(validateDescription(description)).toEqual({ ok: true, value: description });
  });

  it('fails above 500 characters', () => {
    expect(validateDescription('y'.repeat(501))).toMatchObject({
      ok: false,
      message: 'Description must be at most 500 characters',
    });
    expect(descriptionSchema.safeParse('y'.repeat(501)).success).toBe(false);
  });
});
