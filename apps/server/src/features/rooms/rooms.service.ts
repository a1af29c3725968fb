import {
  RoomJoinStage,
  RoomPrivacy,
  KickoutCode,
  isAdultLabel,
  isBarredByAgeLabel,
  isUnderAge,
  parseRoomSetting,
  roomSettingCommand,
  roomSettingsDecider,
  toPage,
  type ActiveRoomsQuery,
  type CodeName,
  type CreateRoomRequest,
  type DeleteRoomAnswer,
  type EditRoomRequest,
  type MyRoomQuery,
  type Page,
  type Person,
  type RoomAgeLabel,
  type RoomAuthCheckAnswer,
  type RoomChatPolicy,
  type RoomStagePolicy,
  type RoomInvitationPayload,
  type RoomSettingFailure,
  type RoomView,
  type SubscribeRoomAnswer,
  type SubscribeRoomRequest,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import { writeWithUniqueSlug } from '../../platform/db/uniqueSlug.ts';
import type { RoomFields, RoomRecord } from './rooms.repo.ts';
import { buildRoomView, mayViewRoom, roomOwnerOf, roomRolesOf } from './roomView.ts';
import type { AttachUploads } from '../../platform/storage/uploadRegistry.ts';
import type { RoomLog } from '../../platform/live/roomLog.ts';
import { createRoomAccess, type RoomAccessDeps } from './roomAccess.ts';

/**
 * What the rooms service tells the people concerned outside the room's log; rooms.socket.ts turns each
 * event into its frame. (Setting changes reach the room from its log: roomSettingsReducer.)
 */
export interface RoomsEvents {
  /** A room's hosts or moderators changed: everyone in it reloads them (cya_self_service shouldUpdateRoleList). */
  roleListChanged(roomId: string): Promise<void>;
  /** A person must leave a room (spec 000 §4 kick-out code): their sockets of that room close. */
  kickedOut(roomId: string, userId: string, code: KickoutCode): Promise<void>;
  /**
   * People were invited on creation: each gets the roomInvitation notification (stored in their panel and
   * pushed on every open socket).
   */
  invited(
    userIds: readonly string[],
    invitation: Omit<RoomInvitationPayload, 'notificationId'>,
  ): Promise<void>;
  /** A public room was created: the owner's followers get the roomCreation notification. */
  created(userIds: readonly string[], room: Omit<RoomInvitationPayload, 'notificationId'>): Promise<void>;
}

export interface RoomsServiceDeps extends RoomAccessDeps {
  /** Tells invitees of a room (rooms.socket.ts makes the frames). */
  notify: RoomsEvents;
  /** The live rooms' state and command log: setting changes go through it to everyone in the room. */
  roomLog: Pick<RoomLog, 'apply'>;
  /** How many people (distinct users) are in a room now, on every process (platform presence). */
  peopleIn: (roomId: string) => Promise<number>;
  /** Who (distinct users) is in a room now, on every process (platform presence). */
  peopleInRoom: (roomId: string) => Promise<string[]>;
  /** A room's thumbnail keeps its upload (uploads are collected otherwise). */
  attachUploads: AttachUploads;
  /** Who follows a person (the users feature): told of the public rooms they create. */
  followerIdsOf: (userId: string) => Promise<string[]>;
}

/** A live room as one caller may enter it: the room's id and the caller's roles there. */
export interface RoomLiveEntry {
  roomId: string;
  isOwner: boolean;
  isHost: boolean;
  isMod: boolean;
  /** The room's chat settings (sendChat, chatModApprove). */
  chat: RoomChatPolicy;
  /** Who may apply to the stage (the room's joinStage). */
  stage: RoomStagePolicy;
  /** Whether the caller must wait in the waiting room before entering (a place in line is free). */
  mustWait: boolean;
}

/** spec 000 §8 room settings codes: how editRoom answers each refusal of its option and value. */
const settingRefusals: Record<RoomSettingFailure, CodeName> = {
  optionMissing: 'OptionNameRequired',
  optionInvalid: 'OptionNameInvalid',
  valueMissing: 'OptionValueRequired',
  valueInvalid: 'UpdateRoomSettingFailed',
};

/** The room a call names; its absence answers `missingCode` (spec 000 §8: 11001, or 50000 for editRoom). */
function requireRef(ref: string | undefined, missingCode: 'RoomIdRequired' | 'RoomIdMissing'): string {
  if (ref === undefined) throw new ApiError(missingCode);
  return ref;
}

/**
 * Rooms (spec 000 §3, §4, §6, §7 "Rooms"): creation, details, settings, subscriptions, deletion, the
 * owner's and subscriber's lists, the active list and the pre-room's entry check.
 */
export function createRoomsService(deps: RoomsServiceDeps) {
  const { repo } = deps;
  const access = createRoomAccess(deps);
  const { standingsOf, requireVisible, requireOwned, requireEntry } = access;

  /** Views of rooms for a caller, in the order given; `counts` when the people were just counted. */
  async function viewsOf(
    rooms: readonly RoomRecord[],
    caller: Caller | null,
    counts?: ReadonlyMap<string, number>,
  ): Promise<RoomView[]> {
    const owned = rooms.filter((room) => room.ownerId === caller?.userId).map((room) => room.id);
    const [standings, invitations, peopleCounts] = await Promise.all([
      standingsOf(rooms, caller),
      repo.invitationsOf(owned),
      Promise.all(rooms.map((room) => counts?.get(room.id) ?? deps.peopleIn(room.id))),
    ]);
    return rooms.map((room, index) =>
      buildRoomView(
        room,
        standings[index] ?? { isOwner: false, isSubscribed: false, isInvited: false, role: null },
        {
          peopleCount: peopleCounts[index] ?? 0,
          friendList: invitations.get(room.id) ?? [],
        },
      ),
    );
  }

  async function viewOfRoom(room: RoomRecord, caller: Caller | null): Promise<RoomView> {
    const [view] = await viewsOf([room], caller);
    if (!view) throw new ApiError('RoomNotFound');
    return view;
  }

  /**
   * spec 000 §4 kick-out code 3: once a room's label turns adult, the guests and under-age people inside
   * who are not its hosts or moderators leave it (their sockets of this room close; others stay).
   */
  async function kickBarredPeople(room: RoomRecord, label: RoomAgeLabel): Promise<void> {
    const inside = (await deps.peopleInRoom(room.id)).filter((userId) => userId !== room.ownerId);
    await Promise.all(
      inside.map(async (userId) => {
        const [person, roles] = await Promise.all([
          deps.findPerson(userId),
          deps.roles.rolesAmong(userId, [room.id]),
        ]);
        const isBarred = isBarredByAgeLabel({
          label,
          isGuest: person?.kind !== 'member',
          isUnderAge: isUnderAge(person?.dob, deps.now()),
          isModerator: roles.has(room.id),
        });
        if (isBarred) await deps.notify.kickedOut(room.id, userId, KickoutCode.AdultContent);
      }),
    );
  }

  const viewOf = async (ref: string, caller: Caller | null) =>
    viewOfRoom((await requireVisible(ref, caller)).room, caller);

  /**
   * spec 000 §7 notifications roomInvitation (each invitee) and roomCreation (the owner's followers, for a
   * public room; invitees are told once, by the invitation).
   */
  async function announceRoom(room: RoomRecord, invited: readonly string[]): Promise<void> {
    const payload: RoomInvitationPayload = {
      eventId: room.id,
      slug: room.slug,
      title: room.title,
      from: roomOwnerOf(room),
    };
    await deps.notify.invited(invited, payload);
    if (room.privateLevel !== RoomPrivacy.public) return;
    const followers = (await deps.followerIdsOf(room.ownerId)).filter((id) => !invited.includes(id));
    await deps.notify.created(followers, payload);
  }

  return {
    /**
     * POST /room/v1/authCheck (spec 000 §2 pre-room): the entry check, then 200 with showWaitRoom (hosts
     * and moderators skip the waiting room).
     */
    async authCheck(caller: Caller, ref: string | undefined): Promise<RoomAuthCheckAnswer> {
      const { room, mustWait } = await requireEntry(caller, requireRef(ref, 'RoomIdRequired'));
      return { eventId: room.id, slug: room.slug, showWaitRoom: mustWait };
    },

    /**
     * Whether the caller may enter a live room, by the pre-room's rules (refusals as authCheck's), and
     * their roles there: what the room socket's token carries. The waiting room is not a refusal: waiting
     * happens on the socket.
     */
    async liveEntryOf(caller: Caller, ref: string): Promise<RoomLiveEntry> {
      const { room, roles, mustWait } = await requireEntry(caller, ref);
      return {
        mustWait,
        roomId: room.id,
        isOwner: roles.isOwner,
        isHost: roles.isHost,
        isMod: roles.isMod,
        chat: { sendChat: room.sendChat, chatModApprove: room.chatModApprove },
        stage: { hostsOnly: room.joinStage === RoomJoinStage.hostsOnly },
      };
    },

    /** GET /room/v1/detail: the room with the caller's standing (private rooms to those allowed only). */
    detail: (caller: Caller | null, ref: string | undefined) =>
      viewOf(requireRef(ref, 'RoomIdRequired'), caller),

    /**
     * The owner of a room not deleted, by its id, and whether the caller may see it: what the room's store
     * follows (docs/decisions/store.md). Undefined when there is no such room.
     */
    async storeAccessOf(
      roomId: string,
      caller: Caller | null,
    ): Promise<{ ownerId: string; visible: boolean } | undefined> {
      const [room] = await repo.findRoomsByIds([roomId]);
      if (!room) return undefined;
      const [standing] = await standingsOf([room], caller);
      return { ownerId: room.ownerId, visible: standing !== undefined && mayViewRoom(room, standing) };
    },

    /** Views of the rooms of these ids the caller may see, in that order (search). */
    async viewRoomsByIds(ids: readonly string[], caller: Caller | null): Promise<RoomView[]> {
      const found = new Map((await repo.findRoomsByIds(ids)).map((room) => [room.id, room]));
      const rooms = ids.flatMap((id) => found.get(id) ?? []);
      const standings = await standingsOf(rooms, caller);
      return viewsOf(
        rooms.filter((room, index) => {
          const standing = standings[index];
          return standing !== undefined && mayViewRoom(room, standing);
        }),
        caller,
      );
    },

    /**
     * POST /room/v1/createRoom: a room of the caller's with the spec defaults; the members of `friendList`
     * are invited (they may see it when private) and told so.
     */
    async createRoom(caller: Caller, input: CreateRoomRequest): Promise<RoomView> {
      const roomId = await writeWithUniqueSlug(input.title, 'room', (slug) =>
        repo.insertRoom({
          slug,
          ownerId: caller.userId,
          title: input.title,
          thumbnail: input.thumbnail,
          privateLevel: input.privateLevel,
          label: input.label,
          tags: input.tags,
        }),
      );
      await deps.attachUploads([input.thumbnail]);
      const invited = await repo.inviteMembers(roomId, caller.userId, input.friendList);
      const room = await repo.findRoom(roomId);
      if (!room) throw new ApiError('RoomNotFound');
      await announceRoom(room, invited);
      return viewOfRoom(room, caller);
    },

    /**
     * POST /friend/v1/eventInvitation with a room's id (spec 000 §6 "Friends can be invited to events and
     * rooms"): the caller's friends are invited to a room the caller may see (they may then see it when it
     * is private) and each gets the roomInvitation notification from `from`. A private room's invitations
     * are its owner's, hosts' and moderators' (4003 for its other members, docs/decisions/friends.md
     * "Invitations"). Undefined when the caller may see no room of this id.
     */
    async inviteFriends(
      userId: string,
      ref: string,
      friendIds: readonly string[],
      from: Person,
    ): Promise<string[] | undefined> {
      const room = await repo.findRoom(ref);
      const [standing] = room ? await standingsOf([room], { userId }) : [];
      if (!room || !standing || !mayViewRoom(room, standing)) return undefined;
      if (room.privateLevel !== RoomPrivacy.public && !roomRolesOf(standing).isSpecial)
        throw new ApiError('Forbidden');
      const invited = friendIds.filter((id) => id !== room.ownerId);
      await repo.inviteMembers(room.id, room.ownerId, invited, userId);
      await deps.notify.invited(invited, { eventId: room.id, slug: room.slug, title: room.title, from });
      return invited;
    },

    /**
     * POST /room/v1/editRoom (spec 000 §4, §6, §8): the owner changes one option; everyone in the room is
     * told at once (cya_room roomSettingUpdated, from the room's log, in the transaction that changes the
     * room's column). Refusals: 50000 no room, 11002 unknown, 11030 not the owner, 50002 no option,
     * 50006 unknown option, 50003 no value, 19006 a value failing its rule.
     */
    async editRoom(caller: Caller, body: EditRoomRequest): Promise<RoomView> {
      const { room } = await requireOwned(requireRef(body.eventId, 'RoomIdMissing'), caller);
      const parsed = parseRoomSetting(body.option, body.value);
      if (!parsed.ok) throw new ApiError(settingRefusals[parsed.failure], parsed.message);
      const { option, value } = parsed.change;
      // Every option is the room column of the same name.
      const fields: RoomFields = { [option]: value };
      await deps.roomLog.apply(
        room.id,
        caller.userId,
        roomSettingCommand(room.id, parsed.change),
        roomSettingsDecider,
        (trx) => repo.updateRoom(room.id, fields, trx),
      );
      if (option === 'thumbnail' && typeof value === 'string') await deps.attachUploads([value]);
      if (option === 'label' && isAdultLabel(value)) await kickBarredPeople(room, value);
      return viewOf(room.id, caller);
    },

    /** POST /room/v1/subscribe: a member subscribes to a room they may see, or unsubscribes. */
    async subscribe(caller: Caller, body: SubscribeRoomRequest): Promise<SubscribeRoomAnswer> {
      const { room } = await requireVisible(requireRef(body.eventId, 'RoomIdRequired'), caller);
      await repo.setSubscribed(room.id, caller.userId, body.subscribe);
      return { eventId: room.id, isSubscribed: body.subscribe };
    },

    /** POST /room/v1/deleteRoom: the owner deletes the room; it answers 11002 to everyone afterwards. */
    async deleteRoom(caller: Caller, ref: string | undefined): Promise<DeleteRoomAnswer> {
      const { room } = await requireOwned(requireRef(ref, 'RoomIdRequired'), caller);
      await repo.deleteRoom(room.id);
      return { eventId: room.id, deleted: 1 };
    },

    /** GET /room/v1/myRoom: the rooms the caller owns or subscribed to. */
    async myRooms(caller: Caller, query: MyRoomQuery): Promise<Page<RoomView>> {
      const { rows, total } = await repo.listRooms({
        option: query.option,
        userId: caller.userId,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return toPage(await viewsOf(rows, caller), query.page, query.pageSize, total);
    },

    /**
     * GET /room/v1/activeList: public rooms with people in them now, the fullest first. The presence store
     * is asked about the rooms people were last seen in; those found empty leave the candidates.
     */
    async activeList(caller: Caller | null, query: ActiveRoomsQuery): Promise<Page<RoomView>> {
      const checkedAt = deps.now();
      const candidates = await repo.publicRoomsWithPeople();
      const counted = await Promise.all(
        candidates.map(async (room) => ({ room, count: await deps.peopleIn(room.id) })),
      );
      await Promise.all(
        counted
          .filter(({ count }) => count === 0)
          .map(({ room }) => repo.clearPeopleSeen(room.id, checkedAt)),
      );
      const active = counted
        .filter(({ count }) => count > 0)
        .sort(
          (a, b) =>
            b.count - a.count ||
            b.room.createdAt.getTime() - a.room.createdAt.getTime() ||
            a.room.id.localeCompare(b.room.id),
        );
      const start = (query.page - 1) * query.pageSize;
      const pageRooms = active.slice(start, start + query.pageSize);
      const counts = new Map(pageRooms.map(({ room, count }) => [room.id, count]));
      const views = await viewsOf(
        pageRooms.map(({ room }) => room),
        caller,
        counts,
      );
      return toPage(views, query.page, query.pageSize, active.length);
    },

    /**
     * A socket joined a room, which now holds `count`: the first one in makes the room a candidate of the
     * active list (later joins write nothing, so a join storm costs the database one write).
     */
    async notePersonJoined(roomId: string, count: number): Promise<void> {
      if (count === 1) await repo.markPeopleSeen(roomId, deps.now());
    },

    /** A socket left a room, which now holds `count`: the room leaves the candidates once empty. */
    async notePersonLeft(roomId: string, count: number): Promise<void> {
      if (count === 0) await repo.clearPeopleSeen(roomId, deps.now());
    },
  };
}

export type RoomsService = ReturnType<typeof createRoomsService>;
