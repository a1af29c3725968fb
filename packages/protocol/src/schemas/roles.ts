import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { PageSize } from '../limits.ts';
import { inviteEmailSchema } from '../validation/email.ts';
import { pass, validatedSchema } from '../validation/result.ts';
import { EventRoles, validateRoleAssignment } from '../validation/roleInvite.ts';
import { eventIdSchema, userIdSchema } from './ids.ts';
import { textSchema } from './text.ts';

const eventRoleSchema = z.enum(EventRoles);

/** Where a role entry stands: offered and waiting for an answer, held, or turned down (spec 000 §4). */
export const RoleStatuses = ['invited', 'active', 'declined'] as const;
/** One role entry status. */
export type RoleStatus = (typeof RoleStatuses)[number];

/** A role invitation's id, the `:inviteId` of `/event/:id/invite/:inviteId` (spec 000 §2). */
export const inviteIdSchema = textSchema.trim().min(1).max(128);

/**
 * One event role entry (spec 000 §3, spec 001 §3): a person's role on an event. `uuid` and `userId`
 * both carry the person's id (ARCHITECTURE); both are null while an e-mail invitation waits for its
 * invitee to sign up. `email` is the address the inviter typed, null for invitations by user.
 */
export const roleEntrySchema = z.object({
  roleId: textSchema.min(1),
  eventId: eventIdSchema,
  uuid: userIdSchema.nullable(),
  userId: userIdSchema.nullable(),
  email: textSchema.nullable(),
  role: eventRoleSchema,
  status: z.enum(RoleStatuses),
  invitedBy: userIdSchema.nullable(),
  displayName: textSchema.nullable(),
  avatar: textSchema.nullable(),
  cyaId: textSchema.nullable(),
  createdAt: textSchema,
});
/** One event role entry. */
export type RoleEntry = z.infer<typeof roleEntrySchema>;

/** GET /api/ss/v1/listUsers and GET /api/events2/v1/getModList (eventId): the event's role entries, paged. */
export const listUsersQuerySchema = pageQuerySchema(PageSize.roles).extend({ eventId: eventIdSchema });
/** The query of GET /api/ss/v1/listUsers and GET /api/events2/v1/getModList. */
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

/** GET /api/ss/v1/searchUsers (eventId, condition): members to give a role to. */
export const searchUsersQuerySchema = pageQuerySchema(PageSize.roles).extend({
  eventId: eventIdSchema,
  condition: textSchema.trim().min(1).max(100),
});
/** The query of GET /api/ss/v1/searchUsers. */
export type SearchUsersQuery = z.infer<typeof searchUsersQuerySchema>;

/** A member found by searchUsers, with the roles already held (`roles`) or offered (`invitedRoles`). */
export const roleCandidateSchema = z.object({
  userId: userIdSchema,
  uuid: userIdSchema,
  displayName: textSchema,
  avatar: textSchema.nullable(),
  cyaId: textSchema.nullable(),
  roles: z.array(eventRoleSchema),
  invitedRoles: z.array(eventRoleSchema),
});
/** One entry of GET /api/ss/v1/searchUsers. */
export type RoleCandidate = z.infer<typeof roleCandidateSchema>;

/**
 * POST /api/ss/v1/addRole {eventId, roles, userId, email} and POST /api/events/v1/role/add, which may
 * name one `role` as the editor's role entry does (spec 000 §3). spec 000 §5: 'Please select roles',
 * 'Invalid email format', 'No User Selected...'; roles are de-duplicated.
 */
const roleFieldsSchema = z.object({
  roles: z.array(eventRoleSchema).default([]),
  role: eventRoleSchema.optional(),
  userId: textSchema.max(64).optional(),
  email: textSchema.max(320).optional(),
});

/** The roles asked for (`roles` with `role`, once each) given to a user or an address. */
const requestedAssignment = ({ roles, role, userId, email }: z.output<typeof roleFieldsSchema>) =>
  validateRoleAssignment({
    roles: [...new Set(role === undefined ? roles : [...roles, role])],
    userId,
    email,
  });

export const addRoleRequestSchema = validatedSchema(
  roleFieldsSchema.extend({ eventId: eventIdSchema }),
  ({ eventId, ...fields }) => {
    const assignment = requestedAssignment(fields);
    return assignment.ok ? pass({ eventId, ...assignment.value }) : assignment;
  },
);
/** The body of POST /api/ss/v1/addRole and /api/events/v1/role/add, after parsing. */
export type AddRoleRequest = z.output<typeof addRoleRequestSchema>;

/** POST /api/eventsvc/:id/roles (spec 000 §7 events service): the addRole fields, the event in the path. */
export const eventServiceRoleRequestSchema = validatedSchema(roleFieldsSchema, requestedAssignment);

/** The path of the events service's role calls: the event, and the role entry of a DELETE. */
export const eventRolesParamsSchema = z.object({ id: eventIdSchema });
export const eventRoleParamsSchema = eventRolesParamsSchema.extend({
  roleId: textSchema.min(1).max(64),
});

/** The answer of addRole and addMod: the invitation, the page it opens and its entries. */
export const addRoleAnswerSchema = z.object({
  inviteId: inviteIdSchema,
  inviteUrl: textSchema.min(1),
  entries: z.array(roleEntrySchema),
});
/** The data of POST /api/ss/v1/addRole, /api/events/v1/role/add and /api/events2/v1/addMod. */
export type AddRoleAnswer = z.infer<typeof addRoleAnswerSchema>;

/** POST /api/ss/v1/verifyInvitee {eventId, userId, from}: the invitee confirms the invitation `from` sent. */
export const verifyInviteeRequestSchema = z.object({
  eventId: eventIdSchema,
  userId: userIdSchema,
  from: userIdSchema,
});
/** The body of POST /api/ss/v1/verifyInvitee. */
export type VerifyInviteeRequest = z.infer<typeof verifyInviteeRequestSchema>;

/** POST /api/ss/v1/cancelInvitation {eventId, from}: the invitee declines the invitation `from` sent. */
export const cancelInvitationRequestSchema = z.object({ eventId: eventIdSchema, from: userIdSchema });
/** The body of POST /api/ss/v1/cancelInvitation. */
export type CancelInvitationRequest = z.infer<typeof cancelInvitationRequestSchema>;

/** The answer of every invitation response: the entries it answered, in their new status. */
export const invitationAnswerSchema = z.object({ entries: z.array(roleEntrySchema) });
/** The data of verifyInvitee, cancelInvitation and the invitation page's confirm and decline. */
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;

/**
 * POST /api/ss/v1/removeRole {eventId, roleId, role}, /api/events/v1/role/delete {eventId, roleId} and
 * /api/events2/v1/removeMod {eventId, roleId}; `role`, when sent, must be the entry's.
 */
export const removeRoleRequestSchema = z.object({
  eventId: eventIdSchema,
  roleId: textSchema.min(1).max(64),
  role: eventRoleSchema.optional(),
});
/** The body of POST /api/ss/v1/removeRole, /api/events/v1/role/delete and /api/events2/v1/removeMod. */
export type RemoveRoleRequest = z.infer<typeof removeRoleRequestSchema>;

/** The answer of removeRole, role/delete and removeMod: the entry that went. */
export const removeRoleAnswerSchema = z.object({ roleId: textSchema.min(1) });
/** The data of removeRole, role/delete and removeMod. */
export type RemoveRoleAnswer = z.infer<typeof removeRoleAnswerSchema>;

/** GET /api/events2/v1/participantList (eventId, keyword, page, pageSize): who is in the event's room. */
export const participantListQuerySchema = pageQuerySchema(PageSize.participants).extend({
  eventId: eventIdSchema,
  keyword: textSchema.trim().max(100).optional(),
});
/** The query of GET /api/events2/v1/participantList. */
export type ParticipantListQuery = z.infer<typeof participantListQuerySchema>;

/** One person present in an event's room, with the roles held there. */
export const participantSchema = z.object({
  userId: userIdSchema,
  uuid: userIdSchema,
  displayName: textSchema,
  avatar: textSchema.nullable(),
  cyaId: textSchema.nullable(),
  isGuest: z.boolean(),
  roles: z.array(eventRoleSchema),
});
/** One entry of GET /api/events2/v1/participantList. */
export type Participant = z.infer<typeof participantSchema>;

/** The role updateListRole gives: one event role, or `none` to take every role away. */
export const ListRoles = [...EventRoles, 'none'] as const;
/** One updateListRole role. */
export type ListRole = (typeof ListRoles)[number];

/** POST /api/events2/v1/updateListRole {uuid, eventId, role}: a participant's role, given at once. */
export const updateListRoleRequestSchema = z.object({
  uuid: userIdSchema,
  eventId: eventIdSchema,
  role: z.enum(ListRoles),
});
/** The body of POST /api/events2/v1/updateListRole. */
export type UpdateListRoleRequest = z.infer<typeof updateListRoleRequestSchema>;

/** The answer of updateListRole: the roles the participant holds afterwards. */
export const updateListRoleAnswerSchema = z.object({ uuid: userIdSchema, roles: z.array(eventRoleSchema) });
/** The data of POST /api/events2/v1/updateListRole. */
export type UpdateListRoleAnswer = z.infer<typeof updateListRoleAnswerSchema>;

/** POST /api/events2/v1/addMod {eventId, email}: a moderator invited by e-mail ('Invalid email format'). */
export const addModRequestSchema = z.object({
  eventId: eventIdSchema,
  email: textSchema.max(320).default('').pipe(inviteEmailSchema),
});
/** The body of POST /api/events2/v1/addMod, after parsing. */
export type AddModRequest = z.output<typeof addModRequestSchema>;

/** GET /api/ss/v1/invitation (inviteId) and POST /api/ss/v1/invitation/confirm, /decline {inviteId}. */
export const roleInvitationRequestSchema = z.object({ inviteId: inviteIdSchema });
/** The query or body naming a role invitation. */
export type RoleInvitationRequest = z.infer<typeof roleInvitationRequestSchema>;

/** The person behind an invitation or a role entry, as others see them. */
export const rolePersonSchema = z.object({
  userId: userIdSchema,
  displayName: textSchema,
  avatar: textSchema.nullable(),
});
/** A person as the role invitation shows them. */
export type RolePerson = z.infer<typeof rolePersonSchema>;

/**
 * GET /api/ss/v1/invitation answer: what the role-invitation page (`/event/:id/invite/:inviteId`) shows.
 * `isForCaller` tells whether the signed-in caller may answer it (false for guests and other accounts).
 */
export const roleInvitationViewSchema = z.object({
  inviteId: inviteIdSchema,
  eventId: eventIdSchema,
  eventSlug: textSchema,
  eventTitle: textSchema,
  from: rolePersonSchema.nullable(),
  email: textSchema.nullable(),
  roles: z.array(eventRoleSchema),
  status: z.enum(RoleStatuses),
  isForCaller: z.boolean(),
});
/** The data of GET /api/ss/v1/invitation. */
export type RoleInvitationView = z.infer<typeof roleInvitationViewSchema>;
