import { fail, pass } from '@limelight/protocol';
import { describe, expect, it } from 'vitest';
import { validateForm } from './formValidation.ts';

describe('validateForm', () => {
  it('answers the normalised value of every field when all pass', () => {
    expect(validateForm({ email: pass('ada@example.com'), age: pass(30) })).toEqual({
      ok: true,
      values: { email: 'ada@example.com', age: 30 },
    });
  });

  it('answers the message key of every field at fault', () => {
    expect(
      validateForm({
        email: fail('invalidEmail'),
        password: pass('12345678'),
        terms: fail('termsNotAccepted'),
      }),
    ).toEqual({ ok: false, errors: { email: 'invalidEmail', terms: 'termsNotAccepted' } });
  });
});
