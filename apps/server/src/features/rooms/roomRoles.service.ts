import {
  Messages,
  displayNameOf,
  toPage,
  type Page,
  type Person,
  type RoomParticipant,
  type RoomParticipantsQuery,
  type RoomRoleEntry,
  type SetRoomRoleRequest,
  type TransferRoomOwnerRequest,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { RoomsRepo } from './rooms.repo.ts';
import type { RoomRolesRepo } from './roomRoles.repo.ts';
import type { RoomsEvents } from './rooms.service.ts';
import { roomOwnerOf, roomRolesOf } from './roomView.ts';
import type { createRoomAccess, RoomPerson } from './roomAccess.ts';

export interface RoomRolesServiceDeps {
  repo: Pick<RoomsRepo, 'transferOwnership'>;
  /** Who (distinct users) is in a room now, on every process (platform presence). */
  peopleInRoom: (roomId: string) => Promise<string[]>;
  /** A person as others see them (the users feature). */
  personOf: (userId: string) => Promise<Person | undefined>;
  roles: RoomRolesRepo;
  access: Pick<ReturnType<typeof createRoomAccess>, 'requireVisible' | 'requireOwned' | 'requireEntry'>;
  findPerson: (userId: string) => Promise<RoomPerson | undefined>;
  notify: Pick<RoomsEvents, 'roleListChanged'>;
}

/** The order people are listed in: the owner, hosts, moderators, then everyone else. */
const roleRank = { owner: 0, host: 1, mod: 2 } as const;

const requireRoomRef = (ref: string | undefined): string => {
  if (ref === undefined) throw new ApiError('RoomIdRequired');
  return ref;
};

/**
 * A room's hosts and moderators (spec 000 §3 isHost/isMod/isSpecial, §6 "Room owner: … pass owner status to
 * another member. Moderators: make or remove hosts and moderators"; docs/decisions/rooms.md). A change is
 * announced to the room (shouldUpdateRoleList): pages reload the list, and a socket takes its new roles
 * with its next token.
 */
export function createRoomRolesService(deps: RoomRolesServiceDeps) {
  const { access, roles } = deps;

  /** Only members hold room roles and ownership (guests are per-event sessions). */
  async function requireMember(userId: string): Promise<void> {
    if ((await deps.findPerson(userId))?.kind !== 'member') throw new ApiError('InvalidRequest');
  }

  return {
    /** POST /room/v1/setRole {eventId, userId, role}: the owner or a moderator makes a host, a moderator, or neither. */
    async setRole(caller: Caller, request: SetRoomRoleRequest): Promise<RoomRoleEntry[]> {
      const { room, standing } = await access.requireVisible(requireRoomRef(request.eventId), caller);
      if (!standing.isOwner && !roomRolesOf(standing).isMod) throw new ApiError('Forbidden');
      if (request.userId === room.ownerId || request.userId === caller.userId)
        throw new ApiError('InvalidRequest');
      if (request.role === 'none') {
        if (!(await roles.removeRole(room.id, request.userId))) throw new ApiError('NotFound');
      } else {
        await requireMember(request.userId);
        await roles.setRole(room.id, request.userId, request.role, caller.userId);
      }
      await deps.notify.roleListChanged(room.id);
      return this.list(caller, room.id);
    },

    /** GET /room/v1/roles {eventId}: the owner, hosts and moderators, to whoever may see the room. */
    async list(caller: Caller | null, ref: string | undefined): Promise<RoomRoleEntry[]> {
      const { room } = await access.requireVisible(requireRoomRef(ref), caller);
      const owner: RoomRoleEntry = { ...roomOwnerOf(room), role: 'owner' };
      const others = (await roles.list(room.id)).map((row) => ({
        userId: row.userId,
        displayName: displayNameOf(row),
        avatar: row.avatar,
        role: row.role,
      }));
      return [owner, ...others];
    },

    /**
     * GET /room/v1/participants {eventId, page, pageSize}: who is in the room now (on every process), its
     * owner, hosts and moderators first. With showParticipants off, only they may see it (spec 000 §3).
     * Only those who may be in the room read it: not a person blocked from it, nor one still in its
     * waiting line (the room's entry checks; docs/decisions/waiting-room.md).
     */
    async participants(caller: Caller, query: RoomParticipantsQuery): Promise<Page<RoomParticipant>> {
      const {
        room,
        roles: standing,
        mustWait,
      } = await access.requireEntry(caller, requireRoomRef(query.eventId));
      if (mustWait) throw new ApiError('Forbidden', Messages.waitingToBeLetIn);
      if (!room.showParticipants && !standing.isSpecial) throw new ApiError('Forbidden');
      const [inside, special] = await Promise.all([deps.peopleInRoom(room.id), roles.list(room.id)]);
      const roleOf = new Map<string, RoomParticipant['role']>(special.map((row) => [row.userId, row.role]));
      roleOf.set(room.ownerId, 'owner');
      const rank = (userId: string) => {
        const role = roleOf.get(userId);
        return role ? roleRank[role] : Object.keys(roleRank).length;
      };
      const ordered = [...inside].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
      const start = (query.page - 1) * query.pageSize;
      const people = await Promise.all(
        ordered.slice(start, start + query.pageSize).map(async (userId) => {
          const person = await deps.personOf(userId);
          return person && { ...person, role: roleOf.get(userId) ?? null };
        }),
      );
      const list = people.filter((person) => person !== undefined);
      return toPage(list, query.page, query.pageSize, ordered.length);
    },

    /** POST /room/v1/transferOwner {eventId, userId}: the owner passes the room to a member and stays its host. */
    async transferOwner(caller: Caller, request: TransferRoomOwnerRequest): Promise<RoomRoleEntry[]> {
      const { room } = await access.requireOwned(requireRoomRef(request.eventId), caller);
      if (request.userId === caller.userId) throw new ApiError('InvalidRequest');
      await requireMember(request.userId);
      await roles.removeRole(room.id, request.userId);
      await deps.repo.transferOwnership(room.id, request.userId);
      await roles.setRole(room.id, caller.userId, 'host', request.userId);
      await deps.notify.roleListChanged(room.id);
      return this.list(caller, room.id);
    },
  };
}

export type RoomRolesService = ReturnType<typeof createRoomRolesService>;
