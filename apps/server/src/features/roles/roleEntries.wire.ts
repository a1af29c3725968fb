import { displayNameOf, type RoleEntry } from '@limelight/protocol';
import type { PersonRow, RoleEntryRow } from './roles.repo.ts';

/** The name a person shows under. */
export const nameOf = (person: Pick<PersonRow, 'id' | 'firstName' | 'lastName' | 'username'>) =>
  displayNameOf({ ...person, userId: person.id });

/** A role entry on the wire. */
export function toRoleEntry(row: RoleEntryRow): RoleEntry {
  return {
    roleId: row.id,
    eventId: row.eventId,
    uuid: row.userId,
    userId: row.userId,
    email: row.email,
    role: row.role,
    status: row.status,
    invitedBy: row.invitedBy,
    displayName: row.userId === null ? null : displayNameOf({ ...row, userId: row.userId }),
    avatar: row.avatar,
    cyaId: row.cyaId,
    createdAt: row.createdAt.toISOString(),
  };
}
