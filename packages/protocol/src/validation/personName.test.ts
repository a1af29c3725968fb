import { describe, expect, it } from 'vitest';
import { personNameSchema, validatePersonName } from './personName.ts';

describe('name: dash is the only allowed special character (spec 000 §5)', () => {
  it.each([
    ['Jean-Luc', 'Jean-Luc'],
    ['José', 'José'],
    ['李', '李'],
    ['Zoë', 'Zoë'],
    ['R2D2', 'R2D2'],
    ['  Anna  ', 'Anna'],
  ])('%j passes as %j', (name, value) => {
    expect(validatePersonName(name)).toEqual({ ok: true, value });
  });

  it.each([
    ["O'Brien", 'Only letters, numbers and dashes are allowed'],
    ['Mary Ann', 'Only letters, numbers and dashes are allowed'],
    ['a_b', 'Only letters, numbers and dashes are allowed'],
    ['Dr.', 'Only letters, numbers and dashes are allowed'],
    ['<script>', 'Only letters, numbers and dashes are allowed'],
    ['back\\slash', 'Only letters, numbers and dashes are allowed'],
    ['', 'This field is required'],
  ])('%j fails with %j', (name, message) => {
    expect(validatePersonName(name)).toMatchObject({ ok: false, message });
  });

  it('works as a schema', () => {
    expect(personNameSchema.parse('Jean-Luc')).toBe('Jean-Luc');
  });
});
