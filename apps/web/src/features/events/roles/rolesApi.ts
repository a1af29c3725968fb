import type { EventRole, Page, RoleCandidate, RoleEntry, RoleInvitationView } from '@limelight/protocol';
import { rolesCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../../lib/api/index.ts';

/** An event's role entries (hosts, stars, moderators; invited, active or declined). */
export function fetchRoleEntries(eventId: string): Promise<Page<RoleEntry>> {
  return api.call(rolesCalls.listUsers, { query: { eventId } }).then(dataOf);
}

/** Members matching a name or handle, with the roles they hold or were offered. */
export function searchRoleCandidates(eventId: string, condition: string): Promise<Page<RoleCandidate>> {
  return api.call(rolesCalls.searchUsers, { query: { eventId, condition } }).then(dataOf);
}

/** Invites a member (by user id) or an address to roles; the answer carries the invitation's page. */
export function addRole(request: { eventId: string; roles: EventRole[]; userId?: string; email?: string }) {
  return api.call(rolesCalls.addRole, { body: request });
}

/** Removes one role entry (an invitation or a held role). */
export function removeRole(eventId: string, roleId: string) {
  return api.call(rolesCalls.removeRole, { body: { eventId, roleId } });
}

/** The role invitation behind `/event/:id/invite/:inviteId`. */
export function fetchInvitation(inviteId: string): Promise<RoleInvitationView> {
  return api.call(rolesCalls.invitation, { query: { inviteId } }).then(dataOf);
}

/** spec 000 §4 role invitation: confirm or decline. */
export function answerInvitation(inviteId: string, answer: 'confirm' | 'decline') {
  const call = answer === 'confirm' ? rolesCalls.invitationConfirm : rolesCalls.invitationDecline;
  return api.call(call, { body: { inviteId } });
}
