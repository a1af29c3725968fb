import {
  displayNameOf,
  type WaitAcceptRequest,
  type WaitEndReason,
  type WaitingPerson,
  type WaitRejectRequest,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import { isRoomModerator, type RoomRole } from '../../platform/auth/tokens.ts';
import type { WaitingRoomRepo } from './waitingRoom.repo.ts';

/**
 * What the waiting room tells hosts and waiting people;
 * waitingRoom.socket.ts turns each event into its frame.
 */
export interface WaitingRoomEvents {
  /** To the hosts: someone entered the waiting room (cya_room waitJoin). */
  joined(roomId: string, person: WaitingPerson): Promise<void>;
  /** To the hosts: someone left it, was admitted or removed (cya_room waitLeave). */
  left(roomId: string, userId: string): Promise<void>;
  /** To the hosts: the whole queue (cya_room waitUpdate). */
  queueChanged(roomId: string, queue: WaitingPerson[]): Promise<void>;
  /** To one host: the queue as it stands, when their socket opens. */
  queueTo(hostId: string, roomId: string, queue: WaitingPerson[]): Promise<void>;
  /** To a waiting person: their place in line, 1 next (cya_room waitRoom). */
  placeInLine(userId: string, roomId: string, position: number): Promise<void>;
  /** To the person admitted (cya_room waitAccept). */
  admitted(userId: string, roomId: string, inviteToStage: boolean): Promise<void>;
  /** To the person taken out of the line, with why (cya_room waitReject). */
  removed(userId: string, roomId: string, reason: WaitEndReason): Promise<void>;
}

/** The queue at full capacity (spec 000 §8 waiting-room block, 5007): people waiting in one room at most. */
export const maxWaitingPeople = 500;
/** An admission lets its holder back in without waiting for this long (a reload, a dropped connection). */
export const admissionLastsMs = 12 * 60 * 60 * 1000;

export interface WaitingRoomServiceDeps {
  repo: WaitingRoomRepo;
  notify: WaitingRoomEvents;
  /** Whether a person still has a waiting-room socket open in the room, on any process (presence). */
  isStillWaiting: (roomId: string, userId: string) => Promise<boolean>;
  now: () => Date;
}

/** A host's socket in a room: who they are and their roles there. */
export interface RoomHost {
  userId: string;
  roomId: string;
  roles: readonly RoomRole[];
}

/**
 * The waiting room of live rooms (spec 001 §4 waitJoin … waitReject, spec 000 §8 waiting-room blocks;
 * docs/decisions/waiting-room.md). A person waits while their waiting-room socket is open; hosts see the
 * queue and admit (optionally inviting to the stage) or remove; every waiting person knows their place.
 */
export function createWaitingRoomService(deps: WaitingRoomServiceDeps) {
  const { repo, notify } = deps;

  async function queueOf(roomId: string): Promise<WaitingPerson[]> {
    const rows = await repo.queue(roomId, maxWaitingPeople);
    return rows.map((row) => ({
      userId: row.userId,
      displayName: displayNameOf(row),
      avatar: row.avatar,
      waitingSince: row.joinedAt.toISOString(),
    }));
  }

  /** Tells the hosts the queue and every waiting person their place. */
  async function announce(roomId: string): Promise<WaitingPerson[]> {
    const queue = await queueOf(roomId);
    await notify.queueChanged(roomId, queue);
    await Promise.all(queue.map((person, index) => notify.placeInLine(person.userId, roomId, index + 1)));
    return queue;
  }

  /** Takes a person out of the line, tells them why and the hosts the new line; false when not waiting. */
  async function dismiss(roomId: string, userId: string, reason: WaitEndReason): Promise<boolean> {
    if (!(await repo.leave(roomId, userId))) return false;
    await notify.removed(userId, roomId, reason);
    await notify.left(roomId, userId);
    await announce(roomId);
    return true;
  }

  function requireHost(host: RoomHost, eventId: string): void {
    if (!isRoomModerator(host.roles)) throw new ApiError('Forbidden');
    if (eventId !== host.roomId) throw new ApiError('InvalidRequest');
  }

  return {
    /** Whether a person must wait to enter: the room's waiting room is on, they are not special, not admitted. */
    async mustWait(
      room: { id: string; waitRoom: boolean },
      isSpecial: boolean,
      userId: string,
    ): Promise<boolean> {
      if (!room.waitRoom || isSpecial) return false;
      const since = new Date(deps.now().getTime() - admissionLastsMs);
      return !(await repo.isAdmitted(room.id, userId, since));
    },

    /** 5007 when the queue is full and the person is not already in it. */
    async requirePlace(roomId: string, userId: string): Promise<void> {
      if ((await repo.countWaiting(roomId)) < maxWaitingPeople) return;
      if (!(await repo.isWaiting(roomId, userId))) throw new ApiError('RoomFull');
    },

    /** A waiting-room socket opened: the person is in line (cya_room waitJoin to the hosts, waitRoom to them). */
    async joined(roomId: string, userId: string): Promise<void> {
      await repo.wait(roomId, userId);
      const queue = await announce(roomId);
      const person = queue.find((waiting) => waiting.userId === userId);
      if (person) await notify.joined(roomId, person);
    },

    /** A waiting-room socket closed: once the person has none left, they leave the line (waitLeave). */
    async left(roomId: string, userId: string): Promise<void> {
      if (await deps.isStillWaiting(roomId, userId)) return;
      if (!(await repo.leave(roomId, userId))) return;
      await notify.left(roomId, userId);
      await announce(roomId);
    },

    /** cya_room waitAccept from a host: admits the person, who hears it (and whether invited to the stage). */
    async admit(host: RoomHost, request: WaitAcceptRequest): Promise<void> {
      requireHost(host, request.eventId);
      if (!(await repo.admit(host.roomId, request.userId, host.userId))) throw new ApiError('NotFound');
      await notify.admitted(request.userId, host.roomId, request.inviteToStage ?? false);
      await notify.left(host.roomId, request.userId);
      await announce(host.roomId);
    },

    /** cya_room waitReject from a host: removes the person from the line; they hear it. */
    async remove(host: RoomHost, request: WaitRejectRequest): Promise<void> {
      requireHost(host, request.eventId);
      if (!(await dismiss(host.roomId, request.userId, 'removed'))) throw new ApiError('NotFound');
    },

    /** A moderator blocked a person from the room: if they wait, they leave the line and hear why. */
    async blocked(roomId: string, userId: string): Promise<void> {
      await dismiss(roomId, userId, 'blocked');
    },

    /** The owner closed the room: everyone waiting leaves the line and hears it. */
    async closed(roomId: string): Promise<void> {
      const userIds = await repo.clear(roomId);
      await Promise.all(userIds.map((userId) => notify.removed(userId, roomId, 'closed')));
      if (userIds.length > 0) await notify.queueChanged(roomId, []);
    },

    /** A host's room socket opened: they get the queue as it stands (cya_room waitUpdate). */
    async hostJoined(host: RoomHost): Promise<void> {
      if (!isRoomModerator(host.roles)) return;
      if ((await repo.countWaiting(host.roomId)) === 0) return;
      await notify.queueTo(host.userId, host.roomId, await queueOf(host.roomId));
    },
  };
}

export type WaitingRoomService = ReturnType<typeof createWaitingRoomService>;
