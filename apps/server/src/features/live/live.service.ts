import {
  Messages,
  type RoomChatPolicy,
  type RoomStagePolicy,
  type RoomStateAnswer,
} from '@limelight/protocol';
import type { RoomLog } from '../../platform/live/roomLog.ts';
import type { Caller, RoomGrant, RoomRole, WaitingGrant } from '../../platform/auth/tokens.ts';
import { ApiError } from '../../platform/http/apiError.ts';
import type { LiveEntry } from '../events/index.ts';
import type { RoomLiveEntry } from '../rooms/index.ts';

/** The viewer of an event's live page, as the events feature reads them (caller and country). */
export interface LiveViewer {
  caller: Caller;
  /** ISO 3166-1 alpha-2 from the trusted country header; undefined when unknown. */
  country: string | undefined;
  /** The X-Client header as sent ('web-43'), at most 64 characters; signed into room socket tokens. */
  client?: string;
}

export interface LiveServiceDeps {
  /**
   * The events feature's live-page entry: the event and the viewer's roles, a refusal, or undefined when
   * no event has this id.
   */
  eventEntryOf: (eventRef: string, viewer: LiveViewer) => Promise<LiveEntry | undefined>;
  /** The rooms feature's entry check (11002 for a missing room) and the caller's roles in the room. */
  roomEntryOf: (caller: Caller, roomRef: string) => Promise<RoomLiveEntry>;
  /** Signs the one-minute token of a room or waiting-room socket (platform tokens). */
  signRoomToken: (grant: Caller & (RoomGrant | WaitingGrant)) => Promise<string>;
  /** The live rooms' state rows (platform room log). */
  roomLog: Pick<RoomLog, 'readState'>;
  /** Whether a person is on a room's blocked-entry list (the flags feature). */
  isBlockedFrom: (roomId: string, userId: string) => Promise<boolean>;
}

/** A viewer's entry into a live room (an event's live page or a room): the socket grant and the room's chat. */
export interface LiveRoomEntry extends RoomGrant {
  chat: RoomChatPolicy;
  stage: RoomStagePolicy;
}

/**
 * Live pages' sockets (spec 001 §7 getConnectionToken): a room socket's token is issued under the same
 * access rules as the page it serves, and carries the holder's roles there (docs/decisions/realtime.md).
 */
export function createLiveService(deps: LiveServiceDeps) {
  /**
   * The entry of an event's live page or, when no event has this id, of a room: the viewer may enter
   * (refusals as the page's), with their roles there and the room's chat options.
   */
  async function entryOf(viewer: LiveViewer, ref: string): Promise<LiveRoomEntry> {
    const entry = await entryOrWaitOf(viewer, ref);
    if ('waiting' in entry) throw new ApiError('Forbidden', Messages.waitingToBeLetIn);
    return entry;
  }

  /**
   * The entry of a live room, or the waiting room of a room the viewer must wait to enter; 4003 'You have
   * been blocked' for a person on the room's blocked-entry list. Every live path (socket token, room
   * state, chat, cast, media, shared content, flags) enters through here (docs/decisions/flags.md).
   */
  async function entryOrWaitOf(
    viewer: LiveViewer,
    ref: string,
  ): Promise<LiveRoomEntry | { waiting: WaitingGrant }> {
    const entry = await unblockedEntryOf(viewer, ref);
    const roomId = 'waiting' in entry ? entry.waiting.roomId : entry.roomId;
    if (await deps.isBlockedFrom(roomId, viewer.caller.userId))
      throw new ApiError('Forbidden', Messages.blocked);
    return entry;
  }

  async function unblockedEntryOf(
    viewer: LiveViewer,
    ref: string,
  ): Promise<LiveRoomEntry | { waiting: WaitingGrant }> {
    const event = await deps.eventEntryOf(ref, viewer);
    if (event) {
      // The creator needs no role to run their event; they count as its host (spec 000 §3 isSpecial).
      const roles: RoomRole[] = event.isOwner ? ['owner', 'host'] : [];
      return {
        scope: 'room',
        roomId: event.eventId,
        roomKind: 'event',
        roles: [...new Set([...roles, ...event.roles])],
        chat: event.chat,
        stage: event.stage,
      };
    }
    const room = await deps.roomEntryOf(viewer.caller, ref);
    if (room.mustWait) return { waiting: { scope: 'waiting', roomId: room.roomId } };
    const roles: RoomRole[] = [];
    if (room.isOwner) roles.push('owner');
    if (room.isHost) roles.push('host');
    if (room.isMod) roles.push('mod');
    return {
      scope: 'room',
      roomId: room.roomId,
      roomKind: 'room',
      roles,
      chat: room.chat,
      stage: room.stage,
    };
  }

  return {
    entryOf,

    /**
     * POST /socket/v1/getConnectionToken {eventId}: a token for the room socket of an event the viewer may
     * enter (ticket, role, age, region, private whitelist) or of a room they may enter (privacy, age
     * label); refusals answer what the live page and the pre-room answer. A person who must wait gets a
     * waiting-room socket's token instead (docs/decisions/waiting-room.md).
     */
    async issueRoomToken(viewer: LiveViewer, ref: string): Promise<{ token: string }> {
      const entry = await entryOrWaitOf(viewer, ref);
      if ('waiting' in entry)
        return { token: await deps.signRoomToken({ ...viewer.caller, ...entry.waiting }) };
      const { scope, roomId, roomKind, roles } = entry;
      const client = viewer.client ? { client: viewer.client } : {};
      return {
        token: await deps.signRoomToken({ ...viewer.caller, scope, roomId, roomKind, roles, ...client }),
      };
    },

    /** GET /socket/v1/roomState {eventId}: the room's live state at its seq, to those who may enter. */
    async roomState(viewer: LiveViewer, ref: string): Promise<RoomStateAnswer> {
      const { roomId } = await entryOf(viewer, ref);
      return deps.roomLog.readState(roomId);
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
