import { describe, expect, it } from 'vitest';
import {
  roleAssignmentSchema,
  validateInviteLinkCount,
  validateNotSelf,
  validateRoleAssignment,
  type RoleAssignment,
} from './roleInvite.ts';

describe('role add (spec 000 §5, spec 001 §5)', () => {
  it.each<[RoleAssignment, RoleAssignment]>([
    [
      { roles: ['host'], userId: 'u1' },
      { roles: ['host'], userId: 'u1' },
    ],
    [
      { roles: ['star', 'mod'], email: ' Star@Example.com ' },
      { roles: ['star', 'mod'], email: 'star@example.com' },
    ],
    [
      { roles: ['mod'], userId: 'u1', email: '' },
      { roles: ['mod'], userId: 'u1' },
    ],
  ])('%j passes', (assignment, value) => {
    expect(validateRoleAssignment(assignment)).toEqual({ ok: true, value });
  });

  it.each<[RoleAssignment, string, string]>([
    [{ roles: [], userId: 'u1' }, 'Please select roles', 'roles'],
    [{ roles: ['host'], email: 'not-an-email' }, 'Invalid email format', 'email'],
    [{ roles: ['host'] }, 'No User Selected...', 'userId'],
    [{ roles: ['host'], userId: '' }, 'No User Selected...', 'userId'],
  ])('%j fails with %j', (assignment, message, field) => {
    expect(validateRoleAssignment(assignment)).toMatchObject({ ok: false, message, field });
  });

  it('works as a schema', () => {
    expect(roleAssignmentSchema.safeParse({ roles: [] }).error?.issues[0]).toMatchObject({
      message: 'Please select roles',
      path: ['roles'],
    });
    expect(roleAssignmentSchema.safeParse({ roles: ['owner'], userId: 'u1' }).success).toBe(false);
  });
});

describe('invite links at most 5 (spec 000 §5, spec 001 §5)', () => {
  it.each([1, 5])('%i links pass', (count) => {
    expect(validateInviteLinkCount(count)).toEqual({ ok: true, value: count });
  });

  it('the sixth link fails', () => {
    expect(validateInviteLinkCount(6)).toMatchObject({
      ok: false,
      message: 'Invite Links Cannot have more than 5',
    });
  });
});

describe('you cannot invite yourself (spec 000 §5, spec 001 §5)', () => {
  const self = { userId: 'u1', email: 'me@example.com' };

  it.each([{ userId: 'u2' }, { email: 'you@example.com' }, {}])('%j passes', (invitee) => {
    expect(validateNotSelf(invitee, self).ok).toBe(true);
  });

  it.each([{ userId: 'u1' }, { email: 'me@example.com' }, { email: ' ME@example.com' }])(
    '%j fails',
    (invitee) => {
      expect(validateNotSelf(invitee, self)).toMatchObject({
        ok: false,
        message: 'You can not invited yourself',
      });
    },
  );
});
