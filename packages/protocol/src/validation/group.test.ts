import { describe, expect, it } from 'vitest';
import { newGroupSchema, validateNewGroup, type NewGroup } from './group.ts';

describe('group: a name and more than 2 members (spec 000 §5)', () => {
  it('passes a named group of three, the creator included', () => {
    expect(validateNewGroup({ groupName: ' Band ', ownerId: 'me', uuids: ['a', 'b'] })).toEqual({
      ok: true,
      value: { groupName: 'Band', ownerId: 'me', uuids: ['a', 'b'] },
    });
  });

  it('does not count the creator or a repeated member twice', () => {
    expect(validateNewGroup({ groupName: 'Band', ownerId: 'me', uuids: ['a', 'a', 'me', 'b'] })).toEqual({
      ok: true,
      value: { groupName: 'Band', ownerId: 'me', uuids: ['a', 'b'] },
    });
  });

  it.each<[NewGroup, string, string]>([
    [{ groupName: '', ownerId: 'me', uuids: ['a', 'b'] }, 'Please enter a group name', 'groupName'],
    [{ groupName: 'Duo', ownerId: 'me', uuids: ['a'] }, 'A group needs more than 2 members', 'uuids'],
    [
      { groupName: 'Duo', ownerId: 'me', uuids: ['a', 'a', 'me'] },
      'A group needs more than 2 members',
      'uuids',
    ],
  ])('%j fails with %j', (group, message, field) => {
    expect(validateNewGroup(group)).toMatchObject({ ok: false, message, field });
  });

  it('works as a schema', () => {
    expect(newGroupSchema.safeParse({ groupName: 'x', ownerId: 'me', uuids: [] }).success).toBe(false);
  });
});
