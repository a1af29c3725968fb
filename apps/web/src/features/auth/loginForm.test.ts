import { describe, expect, it } from 'vitest';
import { validateLoginForm } from './loginForm.ts';

describe('login form (spec 000 §5)', () => {
  it('passes an e-mail address, lower-cased, and a password of 8 characters', () => {
    expect(validateLoginForm({ email: ' Ada@Example.com ', password: '12345678' })).toEqual({
      ok: true,
      values: { email: 'ada@example.com', password: '12345678' },
    });
  });

  it('asks for an e-mail address when another identifier is used', () => {
    expect(validateLoginForm({ email: 'ada', password: '12345678' })).toEqual({
      ok: false,
      errors: { email: 'loginWithEmail' },
    });
  });

  it('says a field must not be empty', () => {
    expect(validateLoginForm({ email: '  ', password: '12345678' })).toEqual({
      ok: false,
      errors: { email: 'fieldRequired' },
    });
  });

  it('asks for a password of at least 8 characters', () => {
    expect(validateLoginForm({ email: 'ada@example.com', password: '1234567' })).toEqual({
      ok: false,
      errors: { password: 'passwordTooShort' },
    });
  });

  it('reports both fields at once', () => {
    const result = validateLoginForm({ email: '', password: '' });
    expect(result).toEqual({ ok: false, errors: { email: 'fieldRequired', password: 'passwordTooShort' } });
  });
});
