import { describe, expect, it } from 'vitest';
import { displayNameOf, type NamedUser } from './displayName.ts';

describe('display name: first plus last, else username, else user_ plus id (spec 000 §3)', () => {
  it.each<[NamedUser, string]>([
    [{ userId: '42', firstName: 'Ada', lastName: 'Lovelace', username: 'ada' }, 'Ada Lovelace'],
    [{ userId: '42', firstName: 'Ada', lastName: null, username: 'ada' }, 'Ada'],
    [{ userId: '42', firstName: '', lastName: 'Lovelace' }, 'Lovelace'],
    [{ userId: '42', firstName: '  ', lastName: '', username: 'ada' }, 'ada'],
    [{ userId: '42', username: '' }, 'user_42'],
    [{ userId: '42' }, 'user_42'],
  ])('%j is %j', (user, name) => {
    expect(displayNameOf(user)).toBe(name);
  });
});
