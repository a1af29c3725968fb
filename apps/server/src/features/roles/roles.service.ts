import {
  Messages,
  toPage,
  type EventRole,
  type ListUsersQuery,
  type Page,
  type Participant,
  type ParticipantListQuery,
  type RemoveRoleAnswer,
  type RemoveRoleRequest,
  type RoleCandidate,
  type RoleEntry,
  type RoleStatus,
  type SearchUsersQuery,
  type UpdateListRoleAnswer,
  type UpdateListRoleRequest,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import { createRoleAccess } from './roleAccess.ts';
import { nameOf, toRoleEntry } from './roleEntries.wire.ts';
import { createRoleInvitationsService, type RoleInvitationsServiceDeps } from './roleInvitations.service.ts';

/** Whether a person created an event or holds one of `roles` on it; false when there is no such event. */
export type IsOwnerOrHasRole = (
  eventId: string,
  userId: string,
  roles: readonly EventRole[],
) => Promise<boolean>;

export interface RolesServiceDeps extends RoleInvitationsServiceDeps {
  /** Distinct people connected to an event's room (platform presence). */
  presentUsers: (eventId: string) => Promise<string[]>;
}

/**
 * Roles on events (spec 000 §3–§7 "Roles on events and rooms", spec 001 §6): invitations by user or
 * e-mail, answered on the invitation page or through verifyInvitee / cancelInvitation, role lists,
 * participants, and the permission rule that only the owner, hosts and moderators change roles.
 */
export function createRolesService(deps: RolesServiceDeps) {
  const { repo } = deps;
  const { requireEvent, isOwnerOrHasRole, requireRoleManager, requireRoleTaker } = createRoleAccess(deps);

  async function removeRole(callerId: string, request: RemoveRoleRequest): Promise<RemoveRoleAnswer> {
    const event = await requireEvent(request.eventId);
    const entry = await repo.findEntry(event.id, request.roleId);
    if (!entry || (request.role !== undefined && entry.role !== request.role)) throw new ApiError('NotFound');
    // Anyone may give up a role of their own; other people's roles are the role managers' to remove.
    if (entry.userId !== callerId) await requireRoleManager(event, callerId);
    await repo.deleteEntry(event.id, entry.id);
    await deps.notify.roleListChanged(event.id);
    return { roleId: entry.id };
  }

  async function listEntries(
    callerId: string,
    query: ListUsersQuery,
    role?: EventRole,
  ): Promise<Page<RoleEntry>> {
    const event = await requireEvent(query.eventId);
    await requireRoleManager(event, callerId);
    const { rows, total } = await repo.listEntries({
      eventId: event.id,
      role,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return toPage(rows.map(toRoleEntry), query.page, query.pageSize, total);
  }

  return {
    /** GET /ss/v1/listUsers: an event's role entries, for those who manage its roles. */
    listUsers: (callerId: string, query: ListUsersQuery) => listEntries(callerId, query),

    /** GET /events2/v1/getModList: an event's moderator entries. */
    getModList: (callerId: string, query: ListUsersQuery) => listEntries(callerId, query, 'mod'),

    /** GET /ss/v1/searchUsers: members to give a role to, each with what they hold or were offered. */
    async searchUsers(callerId: string, query: SearchUsersQuery): Promise<Page<RoleCandidate>> {
      const event = await requireEvent(query.eventId);
      await requireRoleManager(event, callerId);
      const { rows, total } = await repo.searchMembers(
        query.condition,
        callerId,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      const entries = await repo.entriesAmong(
        event.id,
        rows.map((row) => row.id),
      );
      const rolesWith = (userId: string, status: RoleStatus) =>
        entries
          .filter((entry) => entry.userId === userId && entry.status === status)
          .map((entry) => entry.role);
      const list = rows.map((row) => ({
        userId: row.id,
        uuid: row.id,
        displayName: nameOf(row),
        avatar: row.avatar,
        cyaId: row.cyaId,
        roles: rolesWith(row.id, 'active'),
        invitedRoles: rolesWith(row.id, 'invited'),
      }));
      return toPage(list, query.page, query.pageSize, total);
    },

    /** POST /ss/v1/removeRole and /events/v1/role/delete: withdraws an invitation or takes a role away. */
    removeRole,

    /** POST /events2/v1/removeMod: removes a moderator entry. */
    removeMod: (callerId: string, request: RemoveRoleRequest) =>
      removeRole(callerId, { ...request, role: 'mod' }),

    /**
     * GET /events2/v1/participantList: the people in the event's room, with their roles. Those present
     * see each other; role managers see the list from anywhere.
     */
    async participantList(callerId: string, query: ParticipantListQuery): Promise<Page<Participant>> {
      const event = await requireEvent(query.eventId);
      const present = await deps.presentUsers(event.id);
      if (!present.includes(callerId)) await requireRoleManager(event, callerId);
      const { rows, total } = await repo.filterPeople(
        present,
        query.keyword,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      const entries = await repo.entriesAmong(
        event.id,
        rows.map((row) => row.id),
      );
      const list = rows.map((row) => ({
        userId: row.id,
        uuid: row.id,
        displayName: nameOf(row),
        avatar: row.avatar,
        cyaId: row.cyaId,
        isGuest: row.kind === 'guest',
        roles: entries
          .filter((entry) => entry.userId === row.id && entry.status === 'active')
          .map((entry) => entry.role),
      }));
      return toPage(list, query.page, query.pageSize, total);
    },

    /**
     * POST /events2/v1/updateListRole: a role manager gives a participant one role (or `none`) at once,
     * without an invitation: the person is there to see it (spec 000 §6 moderators make hosts and moderators).
     */
    async updateListRole(callerId: string, request: UpdateListRoleRequest): Promise<UpdateListRoleAnswer> {
      const event = await requireEvent(request.eventId);
      await requireRoleManager(event, callerId);
      if (request.uuid === callerId) throw new ApiError('InvalidRequest', Messages.cannotInviteYourself);
      const roles: EventRole[] = request.role === 'none' ? [] : [request.role];
      if (roles.length > 0) requireRoleTaker(await repo.findPerson({ id: request.uuid }), roles);
      await repo.setActiveRoles(event.id, request.uuid, roles, callerId);
      await deps.notify.roleListChanged(event.id);
      return { uuid: request.uuid, roles: await repo.activeRolesOf(event.id, request.uuid) };
    },

    /** `IsOwnerOrHasRole`, for the invite-link and created-account rules of the users and auth features. */
    async isOwnerOrHasRole(eventId: string, userId: string, roles: readonly EventRole[]): Promise<boolean> {
      const event = await deps.findEvent(eventId);
      return event !== undefined && isOwnerOrHasRole(event, userId, roles);
    },

    ...createRoleInvitationsService(deps),
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
