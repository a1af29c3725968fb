import {
  Messages,
  isAdultLabel,
  isBarredByAgeLabel,
  isUnderAge,
  type RoomRoleName,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { RoomRecord, RoomsRepo } from './rooms.repo.ts';
import type { RoomRolesRepo } from './roomRoles.repo.ts';
import { mayViewRoom, roomRolesOf, type RoomStanding } from './roomView.ts';
import type { WaitingRoomService } from './waitingRoom.service.ts';

/** What the age label needs to know of a person. */
export interface RoomPerson {
  kind: 'guest' | 'member';
  dob: string | null;
}

export interface RoomAccessDeps {
  repo: RoomsRepo;
  /** Room hosts and moderators besides the owner (roomRoles.repo.ts). */
  roles: Pick<RoomRolesRepo, 'rolesAmong'>;
  /** Whether a person is on a room's blocked-entry list (the flags feature). */
  isBlockedFrom: (roomId: string, userId: string) => Promise<boolean>;
  /** The waiting room: who must wait, and whether the queue has room (waitingRoom.service.ts). */
  waiting: Pick<WaitingRoomService, 'mustWait' | 'requirePlace'>;
  /** A person's kind and date of birth (the users feature). */
  findPerson: (userId: string) => Promise<RoomPerson | undefined>;
  now: () => Date;
}

/**
 * Who may see and enter a room, and as what (spec 000 §2 pre-room, §3 isSpecial, §6): the caller's
 * standing (owner, subscriber, invited, room role) and the entry checks the pre-room and the live room
 * share.
 */
export function createRoomAccess(deps: RoomAccessDeps) {
  const { repo } = deps;

  async function standingsOf(
    rooms: readonly RoomRecord[],
    caller: Pick<Caller, 'userId'> | null,
  ): Promise<RoomStanding[]> {
    const ids = rooms.map((room) => room.id);
    const [subscribed, invited, roles] = caller
      ? await Promise.all([
          repo.subscribedAmong(caller.userId, ids),
          repo.invitedAmong(caller.userId, ids),
          deps.roles.rolesAmong(caller.userId, ids),
        ])
      : [new Set<string>(), new Set<string>(), new Map<string, RoomRoleName>()];
    return rooms.map((room) => ({
      isOwner: room.ownerId === caller?.userId,
      isSubscribed: subscribed.has(room.id),
      isInvited: invited.has(room.id),
      role: roles.get(room.id) ?? null,
    }));
  }

  /** A room the caller may see, with their standing; 11002 otherwise, as if it did not exist. */
  async function requireVisible(ref: string, caller: Caller | null) {
    const room = await repo.findRoom(ref);
    const [standing] = room ? await standingsOf([room], caller) : [];
    if (!room || !standing || !mayViewRoom(room, standing)) throw new ApiError('RoomNotFound');
    return { room, standing };
  }

  /** A room the caller owns (spec 000 §6 room owner); 11030 for anyone else who may see it. */
  async function requireOwned(ref: string, caller: Caller) {
    const visible = await requireVisible(ref, caller);
    if (!visible.standing.isOwner) throw new ApiError('NotEventOwner');
    return visible;
  }

  /**
   * The pre-room's entry check (spec 000 §2): 11002 when the room does not exist, 4003 'This room is
   * private' when it is not open to the caller (the pre-room's "private room" block), 10011 when an adult
   * label bars the caller (spec 000 §4 kick-out code 3), 5007 when the caller must wait and the waiting
   * room's queue is full, 4003 'You have been blocked' for a person on its blocked-entry list; and
   * whether the caller must wait.
   */
  async function requireEntry(caller: Caller, ref: string) {
    const room = await repo.findRoom(ref);
    if (!room) throw new ApiError('RoomNotFound');
    const [standing] = await standingsOf([room], caller);
    if (!standing || !mayViewRoom(room, standing)) throw new ApiError('Forbidden', Messages.roomIsPrivate);
    const roles = { isOwner: standing.isOwner, ...roomRolesOf(standing) };
    // Only an adult label bars anyone: the birth date is read for those rooms alone.
    if (isAdultLabel(room.label)) {
      const person = await deps.findPerson(caller.userId);
      const isBarred = isBarredByAgeLabel({
        label: room.label,
        isGuest: caller.kind === 'guest',
        isUnderAge: isUnderAge(person?.dob, deps.now()),
        isModerator: roles.isSpecial,
      });
      if (isBarred) throw new ApiError('RoomAgeRestricted');
    }
    if (await deps.isBlockedFrom(room.id, caller.userId)) throw new ApiError('Forbidden', Messages.blocked);
    const mustWait = await deps.waiting.mustWait(room, roles.isSpecial, caller.userId);
    if (mustWait) await deps.waiting.requirePlace(room.id, caller.userId);
    return { room, roles, mustWait };
  }

  return { standingsOf, requireVisible, requireOwned, requireEntry };
}
