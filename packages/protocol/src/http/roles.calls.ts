import { pageSchema } from '../envelope.ts';
import {
  addModRequestSchema,
  addRoleAnswerSchema,
  addRoleRequestSchema,
  cancelInvitationRequestSchema,
  eventRoleParamsSchema,
  eventRolesParamsSchema,
  eventServiceRoleRequestSchema,
  invitationAnswerSchema,
  listUsersQuerySchema,
  participantListQuerySchema,
  participantSchema,
  removeRoleAnswerSchema,
  removeRoleRequestSchema,
  roleCandidateSchema,
  roleEntrySchema,
  roleInvitationRequestSchema,
  roleInvitationViewSchema,
  searchUsersQuerySchema,
  updateListRoleAnswerSchema,
  updateListRoleRequestSchema,
  verifyInviteeRequestSchema,
} from '../schemas/roles.ts';
import { defineCall } from './call.ts';

/**
 * Invitations send e-mail: they have the sign-in routes' tighter limit (AUTH_RATE_LIMIT_PER_MINUTE, this
 * by default), so the mailer relays no spam.
 */
const invitationsPerMinute = 20;

/** An invitation's refusals: the event, a caller who manages no roles, an invitee who may not take them. */
const invitationRefusals = ['NotFound', 'Forbidden', 'AccountUnavailable', 'InviteeNotFound'] as const;
/** A role list's refusals: the event, a caller who manages no roles. */
const roleListRefusals = ['NotFound', 'Forbidden'] as const;
/** An answer to an invitation: unknown, someone else's, or answered the other way already (4009). */
const answerRefusals = ['InvitationNotFound', 'Forbidden', 'Conflict', 'AccountUnavailable'] as const;

const addRole = {
  method: 'POST',
  auth: 'member',
  body: addRoleRequestSchema,
  answer: addRoleAnswerSchema,
  codes: invitationRefusals,
  rateLimitPerMinute: invitationsPerMinute,
} as const;
const removeRole = {
  method: 'POST',
  auth: 'member',
  body: removeRoleRequestSchema,
  answer: removeRoleAnswerSchema,
  codes: roleListRefusals,
} as const;

/**
 * spec 000 §7 "Roles on events and rooms" and the events API's role add/delete, spec 001 §7 "Roles and
 * participants", and the role-invitation page `/event/:id/invite/:inviteId` (spec 000 §2).
 */
export const rolesCalls = {
  listUsers: defineCall({
    method: 'GET',
    path: '/api/ss/v1/listUsers',
    auth: 'member',
    query: listUsersQuerySchema,
    answer: pageSchema(roleEntrySchema),
    codes: roleListRefusals,
    summary: "An event's role entries, for those who manage its roles.",
  }),
  searchUsers: defineCall({
    method: 'GET',
    path: '/api/ss/v1/searchUsers',
    auth: 'member',
    query: searchUsersQuerySchema,
    answer: pageSchema(roleCandidateSchema),
    codes: roleListRefusals,
    summary: 'Members to give a role to, each with the roles held or offered.',
  }),
  addRole: defineCall({
    ...addRole,
    path: '/api/ss/v1/addRole',
    summary: 'Offers roles to a member or an address; the invitation page is mailed.',
  }),
  roleAdd: defineCall({
    ...addRole,
    path: '/api/events/v1/role/add',
    summary: 'addRole under the events API (one `role` may be named).',
  }),
  rolesPost: defineCall({
    method: 'POST',
    path: '/api/eventsvc/:id/roles',
    auth: 'member',
    params: eventRolesParamsSchema,
    body: eventServiceRoleRequestSchema,
    answer: addRoleAnswerSchema,
    codes: invitationRefusals,
    rateLimitPerMinute: invitationsPerMinute,
    summary: 'addRole under the events service, the event in the path.',
  }),
  rolesItemDelete: defineCall({
    method: 'DELETE',
    path: '/api/eventsvc/:id/roles/:roleId',
    auth: 'member',
    params: eventRoleParamsSchema,
    answer: removeRoleAnswerSchema,
    codes: roleListRefusals,
    summary: 'removeRole under the events service, the event and the entry in the path.',
  }),
  removeRole: defineCall({
    ...removeRole,
    path: '/api/ss/v1/removeRole',
    summary: 'Withdraws an invitation or takes a role away (anyone may give up their own).',
  }),
  roleDelete: defineCall({
    ...removeRole,
    path: '/api/events/v1/role/delete',
    summary: 'removeRole under the events API.',
  }),
  verifyInvitee: defineCall({
    method: 'POST',
    path: '/api/ss/v1/verifyInvitee',
    auth: 'member',
    body: verifyInviteeRequestSchema,
    answer: invitationAnswerSchema,
    codes: [...answerRefusals, 'NotFound'],
    summary: 'The invitee confirms the roles `from` offered.',
  }),
  cancelInvitation: defineCall({
    method: 'POST',
    path: '/api/ss/v1/cancelInvitation',
    auth: 'member',
    body: cancelInvitationRequestSchema,
    answer: invitationAnswerSchema,
    codes: [...answerRefusals, 'NotFound'],
    summary: 'The invitee declines the roles `from` offered.',
  }),
  invitation: defineCall({
    method: 'GET',
    path: '/api/ss/v1/invitation',
    auth: 'any',
    query: roleInvitationRequestSchema,
    answer: roleInvitationViewSchema,
    codes: ['InvitationNotFound'],
    summary: 'What the role-invitation page shows, and whether the caller may answer it.',
  }),
  invitationConfirm: defineCall({
    method: 'POST',
    path: '/api/ss/v1/invitation/confirm',
    auth: 'member',
    body: roleInvitationRequestSchema,
    answer: invitationAnswerSchema,
    codes: answerRefusals,
    summary: "The invitation page's Confirm.",
  }),
  invitationDecline: defineCall({
    method: 'POST',
    path: '/api/ss/v1/invitation/decline',
    auth: 'member',
    body: roleInvitationRequestSchema,
    answer: invitationAnswerSchema,
    codes: answerRefusals,
    summary: "The invitation page's Decline.",
  }),
  participantList: defineCall({
    method: 'GET',
    path: '/api/events2/v1/participantList',
    auth: 'any',
    query: participantListQuerySchema,
    answer: pageSchema(participantSchema),
    codes: roleListRefusals,
    summary: "The people in the event's room with their roles (for those present, or role managers).",
  }),
  updateListRole: defineCall({
    method: 'POST',
    path: '/api/events2/v1/updateListRole',
    auth: 'member',
    body: updateListRoleRequestSchema,
    answer: updateListRoleAnswerSchema,
    codes: [...roleListRefusals, 'InviteeNotFound'],
    summary: 'A role manager gives a participant one role, or none, at once.',
  }),
  getModList: defineCall({
    method: 'GET',
    path: '/api/events2/v1/getModList',
    auth: 'member',
    query: listUsersQuerySchema,
    answer: pageSchema(roleEntrySchema),
    codes: roleListRefusals,
    summary: "An event's moderator entries.",
  }),
  addMod: defineCall({
    method: 'POST',
    path: '/api/events2/v1/addMod',
    auth: 'member',
    body: addModRequestSchema,
    answer: addRoleAnswerSchema,
    codes: invitationRefusals,
    rateLimitPerMinute: invitationsPerMinute,
    summary: 'Invites a moderator by e-mail; the address must have an account.',
  }),
  removeMod: defineCall({
    method: 'POST',
    path: '/api/events2/v1/removeMod',
    auth: 'member',
    body: removeRoleRequestSchema,
    answer: removeRoleAnswerSchema,
    codes: roleListRefusals,
    summary: 'Removes a moderator entry.',
  }),
} as const;
