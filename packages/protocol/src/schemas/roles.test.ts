import { describe, expect, it } from 'vitest';
import { addModRequestSchema, addRoleRequestSchema, updateListRoleRequestSchema } from './roles.ts';

describe('addRole and events/v1/role/add (spec 000 §3 role entry, §5 role add)', () => {
  it('merges the one `role` of the editor with `roles`, without duplicates', () => {
    expect(
      addRoleRequestSchema.parse({ eventId: 'e1', role: 'mod', roles: ['host', 'mod'], userId: 'u1' }),
    ).toEqual({
      eventId: 'e1',
      roles: ['host', 'mod'],
      userId: 'u1',
    });
    expect(addRoleRequestSchema.parse({ eventId: 'e1', role: 'star', email: ' A@B.example ' })).toEqual({
      eventId: 'e1',
      roles: ['star'],
      email: 'a@b.example',
    });
  });

  it.each([
    [{ eventId: 'e1', userId: 'u1' }, 'roles', 'Please select roles'],
    [{ eventId: 'e1', roles: ['host'], email: 'nope' }, 'email', 'Invalid email format'],
    [{ eventId: 'e1', roles: ['host'] }, 'userId', 'No User Selected...'],
  ])('%j fails with the spec message', (body, field, message) => {
    expect(addRoleRequestSchema.safeParse(body).error?.issues[0]).toMatchObject({ path: [field], message });
  });
});

describe('addMod and updateListRole', () => {
  it("asks for a valid address: 'Invalid email format'", () => {
    expect(addModRequestSchema.parse({ eventId: 'e1', email: 'Mod@Example.com' }).email).toBe(
      'mod@example.com',
    );
    for (const body of [{ eventId: 'e1' }, { eventId: 'e1', email: 'mod' }])
      expect(addModRequestSchema.safeParse(body).error?.issues[0]?.message).toBe('Invalid email format');
  });

  it('gives one event role or none', () => {
    expect(updateListRoleRequestSchema.parse({ uuid: 'u1', eventId: 'e1', role: 'none' }).role).toBe('none');
    expect(updateListRoleRequestSchema.safeParse({ uuid: 'u1', eventId: 'e1', role: 'owner' }).success).toBe(
      false,
    );
  });
});
