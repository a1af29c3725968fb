import {
  addModRequestSchema,
  addRoleRequestSchema,
  cancelInvitationRequestSchema,
  listUsersQuerySchema,
  participantListQuerySchema,
  removeRoleRequestSchema,
  roleInvitationRequestSchema,
  searchUsersQuerySchema,
  updateListRoleRequestSchema,
  verifyInviteeRequestSchema,
  eventIdSchema,
  textSchema,
} from '@limelight/protocol';
import { z } from 'zod';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { RolesService } from './roles.service.ts';

/**
 * spec 000 §7 "Roles on events and rooms" and events v1 role add/delete, spec 001 §7 "Roles and
 * participants", and the role-invitation page `/event/:id/invite/:inviteId` (spec 000 §2) under /ss/v1.
 */
export function registerRolesRoutes(
  router: ApiRouter,
  roles: RolesService,
  options: {
    /** Invitations send e-mail: they get the sign-in routes' tighter limit, so the mailer relays no spam. */
    invitationsPerMinute: number;
  },
): void {
  const { invitationsPerMinute } = options;
  router.get('/api/ss/v1/listUsers', { auth: 'member', query: listUsersQuerySchema }, ({ caller, query }) =>
    roles.listUsers(caller.userId, query),
  );
  router.get(
    '/api/ss/v1/searchUsers',
    { auth: 'member', query: searchUsersQuerySchema },
    ({ caller, query }) => roles.searchUsers(caller.userId, query),
  );
  for (const url of ['/api/ss/v1/addRole', '/api/events/v1/role/add']) {
    router.post(
      url,
      { auth: 'member', body: addRoleRequestSchema, rateLimitPerMinute: invitationsPerMinute },
      ({ caller, body }) => roles.addRole(caller.userId, body),
    );
  }
  // spec 000 §7 separate events service: POST /{id}/roles and DELETE /{id}/roles/{roleId}, the same calls
  // with the event in the path.
  router.post(
    '/api/eventsvc/:id/roles',
    { auth: 'member', params: eventServiceParams, rateLimitPerMinute: invitationsPerMinute },
    ({ caller, params, request }) =>
      roles.addRole(
        caller.userId,
        addRoleRequestSchema.parse({ ...bodyFields(request.body), eventId: params.id }),
      ),
  );
  router.delete(
    '/api/eventsvc/:id/roles/:roleId',
    { auth: 'member', params: eventServiceRoleParams },
    ({ caller, params }) => roles.removeRole(caller.userId, { eventId: params.id, roleId: params.roleId }),
  );
  for (const url of ['/api/ss/v1/removeRole', '/api/events/v1/role/delete']) {
    router.post(url, { auth: 'member', body: removeRoleRequestSchema }, ({ caller, body }) =>
      roles.removeRole(caller.userId, body),
    );
  }
  router.post(
    '/api/ss/v1/verifyInvitee',
    { auth: 'member', body: verifyInviteeRequestSchema },
    ({ caller, body }) => roles.verifyInvitee(caller.userId, body),
  );
  router.post(
    '/api/ss/v1/cancelInvitation',
    { auth: 'member', body: cancelInvitationRequestSchema },
    ({ caller, body }) => roles.cancelInvitation(caller.userId, body),
  );

  // The role-invitation page: anyone holding the link sees it; its invitee answers it.
  router.get(
    '/api/ss/v1/invitation',
    { auth: 'any', query: roleInvitationRequestSchema },
    ({ caller, query }) => roles.getInvitation(caller.userId, query.inviteId),
  );
  router.post(
    '/api/ss/v1/invitation/confirm',
    { auth: 'member', body: roleInvitationRequestSchema },
    ({ caller, body }) => roles.confirmInvitation(caller.userId, body.inviteId),
  );
  router.post(
    '/api/ss/v1/invitation/decline',
    { auth: 'member', body: roleInvitationRequestSchema },
    ({ caller, body }) => roles.declineInvitation(caller.userId, body.inviteId),
  );

  router.get(
    '/api/events2/v1/participantList',
    { auth: 'any', query: participantListQuerySchema },
    ({ caller, query }) => roles.participantList(caller.userId, query),
  );
  router.post(
    '/api/events2/v1/updateListRole',
    { auth: 'member', body: updateListRoleRequestSchema },
    ({ caller, body }) => roles.updateListRole(caller.userId, body),
  );
  router.get(
    '/api/events2/v1/getModList',
    { auth: 'member', query: listUsersQuerySchema },
    ({ caller, query }) => roles.getModList(caller.userId, query),
  );
  router.post(
    '/api/events2/v1/addMod',
    { auth: 'member', body: addModRequestSchema, rateLimitPerMinute: invitationsPerMinute },
    ({ caller, body }) => roles.addMod(caller.userId, body),
  );
  router.post(
    '/api/events2/v1/removeMod',
    { auth: 'member', body: removeRoleRequestSchema },
    ({ caller, body }) => roles.removeMod(caller.userId, body),
  );
}

const eventServiceParams = z.object({ id: eventIdSchema });
const eventServiceRoleParams = z.object({ id: eventIdSchema, roleId: textSchema.min(1).max(64) });

/** The fields of a JSON body, or none when the body is not an object. */
function bodyFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {};
}
