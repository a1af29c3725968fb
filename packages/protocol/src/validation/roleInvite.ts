import { z } from 'zod';
import { InviteLinkLimit } from '../limits.ts';
import { isEmailAddress } from './email.ts';
import { fail, pass, validatedSchema, type Validation } from './result.ts';
import { textSchema } from '../schemas/text.ts';

/** Event roles on the wire; the editor shows them as Host, Celebrity, Moderator (spec 000 §3). */
export const EventRoles = ['host', 'star', 'mod'] as const;
/** One event role. */
export type EventRole = (typeof EventRoles)[number];

/** A role assignment: given roles for a selected user, or an invitation by e-mail. */
export interface RoleAssignment {
  readonly roles: readonly EventRole[];
  readonly userId?: string | undefined;
  readonly email?: string | undefined;
}

/**
 * spec 000 §5, spec 001 §5: a role must be selected ('Please select roles'); an invitation by e-mail needs a
 * valid address ('Invalid email format'); otherwise a user must be selected ('No User Selected...').
 */
export function validateRoleAssignment(assignment: RoleAssignment): Validation<RoleAssignment> {
  if (assignment.roles.length === 0) return fail('selectRoles', 'roles');
  const email = assignment.email?.trim() ?? '';
  if (email.length > 0) {
    return isEmailAddress(email)
      ? pass({ roles: assignment.roles, email: email.toLowerCase() })
      : fail('invalidEmailFormat', 'email');
  }
  return assignment.userId
    ? pass({ roles: assignment.roles, userId: assignment.userId })
    : fail('noUserSelected', 'userId');
}

/** spec 000 §5, spec 001 §5: an event has at most 5 invite links; `count` includes the one being added. */
export function validateInviteLinkCount(count: number): Validation<number> {
  return count <= InviteLinkLimit.maxPerEvent ? pass(count) : fail('tooManyInviteLinks');
}

/** spec 000 §5, spec 001 §5: nobody invites themselves, by user id or by e-mail ('You can not invited yourself'). */
export function validateNotSelf(
  invitee: { readonly userId?: string | undefined; readonly email?: string | undefined },
  self: { readonly userId: string; readonly email?: string | undefined },
): Validation<void> {
  const sameUser = invitee.userId !== undefined && invitee.userId === self.userId;
  const inviteeEmail = invitee.email?.trim().toLowerCase();
  const sameEmail = inviteeEmail !== undefined && inviteeEmail === self.email?.trim().toLowerCase();
  return sameUser || sameEmail ? fail('cannotInviteYourself') : pass(undefined);
}

/** `validateRoleAssignment` as a zod schema of the `addRole` fields. */
export const roleAssignmentSchema = validatedSchema(
  z.object({
    roles: z.array(z.enum(EventRoles)),
    userId: textSchema.max(64).optional(),
    email: textSchema.max(320).optional(),
  }),
  validateRoleAssignment,
);
