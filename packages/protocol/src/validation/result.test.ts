import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fail, pass, validatedSchema } from './result.ts';

describe('results', () => {
  it('carries the value of a passed check', () => {
    expect(pass('x')).toEqual({ ok: true, value: 'x' });
  });

  it('carries the message key, its text and the field of a failed check', () => {
    expect(fail('invalidEmail', 'email')).toEqual({
      ok: false,
      messageKey: 'invalidEmail',
      message: 'Invalid email, please try again',
      field: 'email',
    });
    expect(fail('invalidEmail')).not.toHaveProperty('field');
  });
});

describe('validatedSchema', () => {
  const evenSchema = validatedSchema(z.number(), (n) =>
    n % 2 === 0 ? pass(n / 2) : fail('pleaseTryAgain', 'n'),
  );

  it('answers the validated value', () => {
    expect(evenSchema.parse(4)).toBe(2);
  });

  it('reports the validator message and field as the zod issue', () => {
    const result = evenSchema.safeParse(3);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: 'Please try again...', path: ['n'] });
  });

  it('reports type errors of the input schema before validating', () => {
    expect(evenSchema.safeParse('4').success).toBe(false);
  });
});
