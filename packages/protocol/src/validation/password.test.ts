import { describe, expect, it } from 'vitest';
import { passwordSchema, validatePassword, validatePasswordConfirmation } from './password.ts';

describe('password at least 8 characters (spec 000 §5)', () => {
  it.each(['12345678', 'correct horse battery', '🔑🔑🔑🔑🔑🔑🔑🔑'])('%j passes', (password) => {
    expect(validatePassword(password)).toEqual({ ok: true, value: password });
  });

  it.each(['', '1234567', '🔑🔑🔑🔑'])('%j fails', (password) => {
    expect(validatePassword(password)).toMatchObject({
      ok: false,
      message: 'Please enter a password (8char min length)',
    });
  });

  it('works as a schema', () => {
    expect(passwordSchema.safeParse('short').error?.issues[0]?.message).toBe(
      'Please enter a password (8char min length)',
    );
  });
});

describe('confirmation must match (spec 000 §5)', () => {
  it('passes a matching confirmation', () => {
    expect(validatePasswordConfirmation('secret-123', 'secret-123')).toEqual({
      ok: true,
      value: 'secret-123',
    });
  });

  it.each([
    ['secret-123', 'secret-124'],
    ['secret-123', 'Secret-123'],
    ['secret-123', ''],
  ])('%j and %j fail', (password, confirmation) => {
    expect(validatePasswordConfirmation(password, confirmation)).toMatchObject({
      ok: false,
      message: 'Passwords do not match',
    });
  });
});
