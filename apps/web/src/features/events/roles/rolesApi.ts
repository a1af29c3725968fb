import type {
  AddRoleAnswer,
  EventRole,
  InvitationAnswer,
  Page,
  RemoveRoleAnswer,
  RoleCandidate,
  RoleEntry,
  RoleInvitationView,
} from '@limelight/protocol';
import { api, dataOf } from '../../../lib/api/index.ts';

/** The role paths of spec 000 §7 "Roles on events and rooms" and the role-invitation page's. */
const RolesPath = {
  ListUsers: '/api/ss/v1/listUsers',
  SearchUsers: '/api/ss/v1/searchUsers',
  AddRole: '/api/ss/v1/addRole',
  RemoveRole: '/api/ss/v1/removeRole',
  Invitation: '/api/ss/v1/invitation',
  ConfirmInvitation: '/api/ss/v1/invitation/confirm',
  DeclineInvitation: '/api/ss/v1/invitation/decline',
} as const;

/** An event's role entries (hosts, stars, moderators; invited, active or declined). */
export function fetchRoleEntries(eventId: string): Promise<Page<RoleEntry>> {
  return api.get<Page<RoleEntry>>(RolesPath.ListUsers, { eventId }).then(dataOf);
}

/** Members matching a name or handle, with the roles they hold or were offered. */
export function searchRoleCandidates(eventId: string, condition: string): Promise<Page<RoleCandidate>> {
  return api.get<Page<RoleCandidate>>(RolesPath.SearchUsers, { eventId, condition }).then(dataOf);
}

/** Invites a member (by user id) or an address to roles; the answer carries the invitation's page. */
export function addRole(request: { eventId: string; roles: EventRole[]; userId?: string; email?: string }) {
  return api.post<AddRoleAnswer>(RolesPath.AddRole, request);
}

/** Removes one role entry (an invitation or a held role). */
export function removeRole(eventId: string, roleId: string) {
  return api.post<RemoveRoleAnswer>(RolesPath.RemoveRole, { eventId, roleId });
}

/** The role invitation behind `/event/:id/invite/:inviteId`. */
export function fetchInvitation(inviteId: string): Promise<RoleInvitationView> {
  return api.get<RoleInvitationView>(RolesPath.Invitation, { inviteId }).then(dataOf);
}

/** spec 000 §4 role invitation: confirm or decline. */
export function answerInvitation(inviteId: string, answer: 'confirm' | 'decline') {
  const path = answer === 'confirm' ? RolesPath.ConfirmInvitation : RolesPath.DeclineInvitation;
  return api.post<InvitationAnswer>(path, { inviteId });
}
