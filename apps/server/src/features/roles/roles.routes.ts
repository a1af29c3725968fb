import { rolesCalls as calls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { RolesService } from './roles.service.ts';

/**
 * spec 000 §7 "Roles on events and rooms" and events v1 role add/delete, spec 001 §7 "Roles and
 * participants", and the role-invitation page `/event/:id/invite/:inviteId` (spec 000 §2) under /ss/v1:
 * the roles group of the HTTP contract (packages/protocol/src/http/roles.calls.ts).
 */
export function registerRolesRoutes(
  router: ApiRouter,
  roles: RolesService,
  options: {
    /** Invitations send e-mail: they get the sign-in routes' configured limit, so the mailer relays no spam. */
    invitationsPerMinute: number;
  },
): void {
  const invitations = { rateLimitPerMinute: options.invitationsPerMinute };
  router.implement(calls.listUsers, ({ caller, query }) => roles.listUsers(caller.userId, query));
  router.implement(calls.searchUsers, ({ caller, query }) => roles.searchUsers(caller.userId, query));
  for (const call of [calls.addRole, calls.roleAdd]) {
    router.implement(call, ({ caller, body }) => roles.addRole(caller.userId, body), invitations);
  }
  // spec 000 §7 separate events service: POST /{id}/roles and DELETE /{id}/roles/{roleId}, the same calls
  // with the event in the path.
  router.implement(
    calls.rolesPost,
    ({ caller, params, body }) => roles.addRole(caller.userId, { ...body, eventId: params.id }),
    invitations,
  );
  router.implement(calls.rolesItemDelete, ({ caller, params }) =>
    roles.removeRole(caller.userId, { eventId: params.id, roleId: params.roleId }),
  );
  for (const call of [calls.removeRole, calls.roleDelete]) {
    router.implement(call, ({ caller, body }) => roles.removeRole(caller.userId, body));
  }
  router.implement(calls.verifyInvitee, ({ caller, body }) => roles.verifyInvitee(caller.userId, body));
  router.implement(calls.cancelInvitation, ({ caller, body }) => roles.cancelInvitation(caller.userId, body));

  // The role-invitation page: anyone holding the link sees it; its invitee answers it.
  router.implement(calls.invitation, ({ caller, query }) =>
    roles.getInvitation(caller.userId, query.inviteId),
  );
  router.implement(calls.invitationConfirm, ({ caller, body }) =>
    roles.confirmInvitation(caller.userId, body.inviteId),
  );
  router.implement(calls.invitationDecline, ({ caller, body }) =>
    roles.declineInvitation(caller.userId, body.inviteId),
  );

  router.implement(calls.participantList, ({ caller, query }) => roles.participantList(caller.userId, query));
  router.implement(calls.updateListRole, ({ caller, body }) => roles.updateListRole(caller.userId, body));
  router.implement(calls.getModList, ({ caller, query }) => roles.getModList(caller.userId, query));
  router.implement(calls.addMod, ({ caller, body }) => roles.addMod(caller.userId, body), invitations);
  router.implement(calls.removeMod, ({ caller, body }) => roles.removeMod(caller.userId, body));
}
