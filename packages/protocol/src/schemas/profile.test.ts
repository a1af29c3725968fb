import { describe, expect, it } from 'vitest';
import { updateProfileRequestSchema, userProfileQuerySchema, usersByIdsQuerySchema } from './profile.ts';

const update = updateProfileRequestSchema(() => new Date('2025-06-01T12:00:00Z'));
const firstMessage = (body: unknown) => update.safeParse(body).error?.issues[0]?.message;

describe('POST /api/user/v1/updateProfile (spec 000 §5)', () => {
  it('accepts a partial profile and null to clear', () => {
    expect(update.parse({ firstName: ' Ann-Marie ', bio: null, gender: 'F' })).toEqual({
      firstName: 'Ann-Marie',
      bio: null,
      gender: 'F',
    });
  });

  it.each([
    [{ username: 'ann smith' }, 'Username cannot contain spaces'],
    [{ username: 'ann.smith' }, 'Only letters, numbers, underscores and dashes are allowed'],
    [{ firstName: 'Ann!' }, 'Only letters, numbers and dashes are allowed'],
    [{ lastName: 'x'.repeat(101) }, 'Must be at most 100 characters'],
    [{ bio: 'x'.repeat(501) }, 'Description must be at most 500 characters'],
    [{ dob: '2020-01-01' }, 'DOB must be 13-150'],
    [{ email: 'nope' }, 'Invalid email, please try again'],
    [{ avatar: 'not a url' }, 'The url is invalid'],
  ])('refuses %j with %j', (body, message) => {
    expect(firstMessage(body)).toBe(message);
  });
});

describe('GET /api/user/v2/profile', () => {
  it('needs followingId or followingCyaId', () => {
    expect(userProfileQuerySchema.safeParse({ followingCyaId: 'mnl' }).success).toBe(true);
    expect(userProfileQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('This field is required');
  });
});

describe('GET /api/user/v1/usersByIds', () => {
  it('splits, trims and de-duplicates the ids', () => {
    expect(usersByIdsQuerySchema.parse({ ids: 'a, b,,a' })).toEqual({ ids: ['a', 'b'] });
  });

  it.each(['', ',', Array.from({ length: 101 }, (_, i) => `u${i}`).join(',')])('refuses %j', (ids) => {
    expect(usersByIdsQuerySchema.safeParse({ ids }).success).toBe(false);
  });
});
