import { randomBytes } from 'node:crypto';
import {
  FriendStatus,
  InvitationType,
  NotificationCommand,
  displayNameOf,
  toPage,
  type EventInvitationAnswer,
  type EventInvitationRequest,
  type FriendListQuery,
  type FriendPerson,
  type FriendRelationAnswer,
  type InvitationLinkAnswer,
  type InvitationLinkRequest,
  type Page,
  type Person,
  type RespondFriendRequest,
  type SearchFriendsQuery,
  type SearchPeopleQuery,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { NotificationsPort } from '../notifications/index.ts';
import { friendChatIdOf } from '../chats/index.ts';
import { followedPersonOf } from '../users/index.ts';
import type { FriendsRepo, RelatedPersonRow } from './friends.repo.ts';
import { statusOf } from './friendRelations.ts';
import type { FriendEvents } from './friends.socket.ts';

/** The event an invitation names, as the events feature finds it. */
export interface InvitedEvent {
  id: string;
  slug: string;
  title: string;
  creatorId: string;
  published: boolean;
}

export interface FriendsServiceDeps {
  repo: FriendsRepo;
  /** The one-to-one chat that opens and closes with a friendship (the chats feature). */
  chats: {
    openFriendChat(a: string, b: string): Promise<string>;
    closeFriendChat(a: string, b: string): Promise<void>;
    groupMembersAmong(
      userId: string,
      groupId: string | undefined,
      ids: readonly string[],
    ): Promise<Set<string>>;
    joinGroupByInvitation(userId: string, groupId: string, inviterId: string): Promise<string>;
  };
  notifications: NotificationsPort;
  personOf: (userId: string) => Promise<Person | undefined>;
  /** An event by id or slug, deleted ones left out (the events feature). */
  findEvent: (idOrSlug: string) => Promise<InvitedEvent | undefined>;
  /**
   * Invites friends to the room of this id or slug and tells them (the rooms feature): the people invited,
   * undefined when the inviter may see no such room.
   */
  inviteToRoom: (
    userId: string,
    ref: string,
    friendIds: readonly string[],
    from: Person,
  ) => Promise<string[] | undefined>;
  notify: FriendEvents;
  publicUrl: string;
  now: () => Date;
}

/**
 * Friends (spec 000 §4): requests (Add Friend → Waiting → Message), answers (a declined request stays
 * declined: 25008), unfriending, invitation codes, searches and event invitations to friends.
 */
export function createFriendsService(deps: FriendsServiceDeps) {
  const { repo } = deps;

  const personRequired = async (userId: string): Promise<Person> =>
    (await deps.personOf(userId)) ?? { userId, displayName: displayNameOf({ userId }), avatar: null };

  function friendPersonOf(viewerId: string, row: RelatedPersonRow, inGroup?: boolean): FriendPerson {
    const followed = followedPersonOf(row, row.isFollowing);
    return {
      ...followed,
      status: statusOf(row),
      followStatus: followed.status,
      chatId: row.isFriend ? friendChatIdOf(viewerId, row.id) : null,
      ...(inGroup === undefined ? {} : { inGroup }),
    };
  }

  /** Makes two people friends, opens their chat, tells both: answers the chat id. */
  async function befriend(a: string, b: string): Promise<string> {
    await repo.befriend(a, b, deps.now());
    const chatId = await deps.chats.openFriendChat(a, b);
    await deps.notify.friendshipChanged([a, b], chatId);
    return chatId;
  }

  /** A friend id a call names: 26000 when missing, 26001 for oneself. */
  function requireFriendId(userId: string, friendId: string | undefined): string {
    if (!friendId) throw new ApiError('FriendIdRequired');
    if (friendId === userId) throw new ApiError('InvalidFriendId');
    return friendId;
  }

  return {
    /** GET /friend/v1/friendList: the friends of targetId (the caller's by default), by name. */
    async friendList(viewerId: string, query: FriendListQuery): Promise<Page<FriendPerson>> {
      const targetId = query.targetId ?? viewerId;
      if (!(await repo.findMember(targetId))) throw new ApiError('NotFound');
      const { rows, total } = await repo.listFriends(
        targetId,
        viewerId,
        query.condition,
        query.page,
        query.pageSize,
      );
      return toPage(
        rows.map((row) => friendPersonOf(viewerId, row)),
        query.page,
        query.pageSize,
        total,
      );
    },

    /** GET /friend/v1/searchFriends: the caller's friends by name; with a group, whether each is in it. */
    async searchFriends(viewerId: string, query: SearchFriendsQuery): Promise<Page<FriendPerson>> {
      const { rows, total } = await repo.listFriends(
        viewerId,
        viewerId,
        query.condition,
        query.page,
        query.pageSize,
      );
      const inGroup =
        query.groupId === undefined
          ? undefined
          : await deps.chats.groupMembersAmong(
              viewerId,
              query.groupId,
              rows.map((row) => row.id),
            );
      const list = rows.map((row) => friendPersonOf(viewerId, row, inGroup?.has(row.id)));
      return toPage(list, query.page, query.pageSize, total);
    },

    /** GET /friend/v1/searchUsers: members by name, username, cyaId or e-mail, with the caller's relations. */
    async searchUsers(viewerId: string, query: SearchPeopleQuery): Promise<Page<FriendPerson>> {
      const { rows, total } = await repo.searchPeople(viewerId, query.condition, query.page, query.pageSize);
      return toPage(
        rows.map((row) => friendPersonOf(viewerId, row)),
        query.page,
        query.pageSize,
        total,
      );
    },

    /**
     * POST /friend/v1/sendInvitation: a friend request (25002 no or own id, 25000 no such member, 26002
     * friends already, 25007 when the invitee's own request waits for the caller's answer). Sending again
     * while pending changes nothing; after a decline it asks again.
     */
    async sendInvitation(userId: string, inviteeId: string | undefined): Promise<FriendRelationAnswer> {
      if (!inviteeId || inviteeId === userId) throw new ApiError('InviteeIdRequired');
      if (!(await repo.findMember(inviteeId))) throw new ApiError('InviteeNotFound');
      if ((await repo.friendsAmong(userId, [inviteeId])).size > 0) throw new ApiError('AlreadyFriends');
      if ((await repo.findRequest(inviteeId, userId))?.status === 'pending')
        throw new ApiError('FriendRequestPending');
      const existing = await repo.findRequest(userId, inviteeId);
      if (existing?.status !== 'pending') {
        await repo.putRequest(userId, inviteeId, deps.now());
        await deps.notifications.send([inviteeId], NotificationCommand.FriendRequest, {
          from: await personRequired(userId),
        });
      }
      return { userId: inviteeId, status: FriendStatus.RequestSent, chatId: null };
    },

    /**
     * POST /friend/v1/respondFriendRequest: the invitee answers a request (26000 no id, 25009 none, 25008
     * declined before: it cannot be accepted later, 26002 accepted before).
     */
    async respond(userId: string, body: RespondFriendRequest): Promise<FriendRelationAnswer> {
      const senderId = requireFriendId(userId, body.friendId);
      const request = await repo.findRequest(senderId, userId);
      if (!request) throw new ApiError('InvitationNotFound');
      if (request.status === 'rejected') throw new ApiError('FriendRequestDeclined');
      if (request.status === 'accepted') throw new ApiError('AlreadyFriends');
      if (!body.accept) {
        if (!(await repo.answerRequest(senderId, userId, 'rejected', deps.now())))
          throw new ApiError('FriendRequestDeclined');
        await deps.notify.friendListChanged([senderId]);
        return { userId: senderId, status: FriendStatus.NotFriend, chatId: null };
      }
      const chatId = await befriend(senderId, userId);
      const [sender, accepter] = await Promise.all([personRequired(senderId), personRequired(userId)]);
      await deps.notifications.send([senderId], NotificationCommand.FriendAcceptsRequest, { from: accepter });
      await deps.notifications.send([userId], NotificationCommand.AcceptFriendRequestSuccess, {
        friend: sender,
      });
      return { userId: senderId, status: FriendStatus.IsFriend, chatId };
    },

    /** POST /friend/v1/unfriend: ends a friendship (26000, 26001, 26003 not friends, 26004 it ended meanwhile). */
    async unfriend(userId: string, uuid: string | undefined): Promise<FriendRelationAnswer> {
      const friendId = requireFriendId(userId, uuid);
      if ((await repo.friendsAmong(userId, [friendId])).size === 0) throw new ApiError('NotYourFriend');
      if (!(await repo.unfriend(userId, friendId))) throw new ApiError('UnfriendFailed');
      await deps.chats.closeFriendChat(userId, friendId);
      await deps.notify.friendshipChanged([userId, friendId], friendChatIdOf(userId, friendId));
      return { userId: friendId, status: FriendStatus.NotFriend, chatId: null };
    },

    /**
     * POST /friend/v1/invitationLink: a code to share (type friend or group: 25003; a group's needs its id,
     * 25005, and the caller in it).
     */
    async createInvitationLink(userId: string, body: InvitationLinkRequest): Promise<InvitationLinkAnswer> {
      if (body.type !== InvitationType.Friend && body.type !== InvitationType.Group)
        throw new ApiError('InvitationTypeRequired');
      let groupId: string | null = null;
      if (body.type === InvitationType.Group) {
        if (!body.groupId) throw new ApiError('GroupIdEmpty');
        await deps.chats.groupMembersAmong(userId, body.groupId, []);
        groupId = body.groupId;
      }
      const code = randomBytes(16).toString('base64url');
      await repo.insertCode({ code, inviterId: userId, type: body.type, groupId }, deps.now());
      return { code, link: `${deps.publicUrl}/fp?invitation=${code}` };
    },

    /**
     * POST /friend/v1/verifyInvitation: opening a code (25004 none, 25006 unknown or one's own) makes the
     * caller the inviter's friend (25000 inviter gone, 26002 friends already) or a member of the group.
     */
    async verifyInvitation(userId: string, code: string | undefined) {
      if (!code) throw new ApiError('InvitationLinkRequired');
      const invitation = await repo.findCode(code);
      if (!invitation || invitation.inviterId === userId) throw new ApiError('InvalidInvitationCode');
      if (invitation.type === InvitationType.Group && invitation.groupId !== null) {
        const chatId = await deps.chats.joinGroupByInvitation(
          userId,
          invitation.groupId,
          invitation.inviterId,
        );
        return { type: InvitationType.Group, userId: invitation.inviterId, chatId };
      }
      if (!(await repo.findMember(invitation.inviterId))) throw new ApiError('InviteeNotFound');
      if ((await repo.friendsAmong(userId, [invitation.inviterId])).size > 0)
        throw new ApiError('AlreadyFriends');
      const chatId = await befriend(invitation.inviterId, userId);
      await deps.notifications.send([invitation.inviterId], NotificationCommand.FriendAcceptsRequest, {
        from: await personRequired(userId),
      });
      return { type: InvitationType.Friend, userId: invitation.inviterId, chatId };
    },

    /**
     * POST /friend/v1/eventInvitation: the caller invites friends (26000 none named, 26003 a non-friend) to
     * an event they may see, each told by the eventInvitation notification, or to a room they may see (spec
     * 000 §6 "Friends can be invited to events and rooms": rooms share the events' ids), each told by
     * roomInvitation; 4004 when the caller may see neither.
     */
    async inviteToEvent(userId: string, body: EventInvitationRequest): Promise<EventInvitationAnswer> {
      const found = await deps.findEvent(body.eventId);
      const event = found && (found.published || found.creatorId === userId) ? found : undefined;
      const friendIds = [...new Set(body.friendIds)];
      if (friendIds.length === 0) throw new ApiError('FriendIdRequired');
      const friends = await repo.friendsAmong(userId, friendIds);
      if (friendIds.some((id) => !friends.has(id))) throw new ApiError('NotYourFriend');
      const from = await personRequired(userId);
      if (!event) {
        const invited = await deps.inviteToRoom(userId, body.eventId, friendIds, from);
        if (!invited) throw new ApiError('NotFound');
        return { invited };
      }
      await deps.notifications.send(friendIds, NotificationCommand.EventInvitation, {
        eventId: event.id,
        slug: event.slug,
        title: event.title,
        from,
      });
      return { invited: friendIds };
    },
  };
}

export type FriendsService = ReturnType<typeof createFriendsService>;
