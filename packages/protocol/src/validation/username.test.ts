import { describe, expect, it } from 'vitest';
import {
  cyaIdSchema,
  profileUsernameSchema,
  usernameSchema,
  validateCyaId,
  validateProfileUsername,
  validateUsername,
} from './username.ts';

describe('username: no spaces (spec 000 §5)', () => {
  it.each(['alice', 'alice.smith@example.com', 'ålice!'])('%j passes', (name) => {
    expect(validateUsername(name)).toEqual({ ok: true, value: name });
  });

  it.each([
    ['alice smith', 'Username cannot contain spaces'],
    [' alice', 'Username cannot contain spaces'],
    ['alice\t', 'Username cannot contain spaces'],
    ['', 'This field is required'],
  ])('%j fails with %j', (name, message) => {
    expect(validateUsername(name)).toMatchObject({ ok: false, message });
  });
});

describe('profile username: letters, numbers, underscores and dashes (spec 000 §5)', () => {
  it.each(['alice', 'Alice_99', 'a-b_c', '007'])('%j passes', (name) => {
    expect(validateProfileUsername(name)).toEqual({ ok: true, value: name });
  });

  it.each([
    ['alice smith', 'Username cannot contain spaces'],
    ['alice.smith', 'Only letters, numbers, underscores and dashes are allowed'],
    ['alice@home', 'Only letters, numbers, underscores and dashes are allowed'],
    ['ålice', 'Only letters, numbers, underscores and dashes are allowed'],
    ['', 'This field is required'],
  ])('%j fails with %j', (name, message) => {
    expect(validateProfileUsername(name)).toMatchObject({ ok: false, message });
  });
});

describe('cyaId: letters, numbers, underscores and dashes (spec 000 §5)', () => {
  it.each(['mnl', 'liveonstage33', 'the_cya-id'])('%j passes', (cyaId) => {
    expect(validateCyaId(cyaId)).toEqual({ ok: true, value: cyaId });
  });

  it.each([
    ['cya id', 'Only letters, numbers, underscores and dashes are allowed'],
    ['cya/id', 'Only letters, numbers, underscores and dashes are allowed'],
    ['', 'This field is required'],
  ])('%j fails with %j', (cyaId, message) => {
    expect(validateCyaId(cyaId)).toMatchObject({ ok: false, message });
  });
});

describe('username schemas', () => {
  it('reuse the rules and their messages', () => {
    expect(usernameSchema.safeParse('a b').error?.issues[0]?.message).toBe('Username cannot contain spaces');
    expect(profileUsernameSchema.parse('a_b')).toBe('a_b');
    expect(cyaIdSchema.safeParse('a.b').error?.issues[0]?.message).toBe(
      'Only letters, numbers, underscores and dashes are allowed',
    );
  });
});
