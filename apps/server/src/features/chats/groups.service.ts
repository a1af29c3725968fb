import { randomUUID } from 'node:crypto';
import {
  chatKindOf,
  maxGroupNameChars,
  toPage,
  validateNewGroup,
  type AddGroupUserRequest,
  type CreateGroupRequest,
  type GroupMember,
  type GroupView,
  type ListGroupMemberQuery,
  type Page,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import { personOfColumns } from './chatPeople.ts';
import type { ChatsRepo } from './chats.repo.ts';
import type { ChatEvents } from './chats.service.ts';
import type { GroupsRepo } from './groups.repo.ts';
import { requireChatId } from './chats.service.ts';

export interface GroupsServiceDeps {
  chats: ChatsRepo;
  repo: GroupsRepo;
  /** Which of these people are the person's friends (the friends feature). */
  friendsAmong: (userId: string, ids: readonly string[]) => Promise<Set<string>>;
  notify: ChatEvents;
  now: () => Date;
}

/** A group name: 27000 when missing or blank, 27015 past 100 characters. */
function requireGroupName(name: string | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (trimmed.length === 0) throw new ApiError('GroupNameRequired');
  if (trimmed.length > maxGroupNameChars) throw new ApiError('InvalidGroupName');
  return trimmed;
}

/**
 * Groups (spec 000 §4, §6): only friends are invited (27013); only the owner renames, removes members,
 * passes ownership and ends the group (27004); the owner passes ownership before leaving (27010).
 */
export function createGroupsService(deps: GroupsServiceDeps) {
  const { repo, chats } = deps;

  /** A group the caller is in: 27003 without an id, 27012 for an id that is no group of theirs. */
  async function requireGroup(userId: string, groupId: string | undefined) {
    if (!groupId) throw new ApiError('GroupIdRequired');
    const chat = chatKindOf(groupId) === 'group' ? await chats.findChat(groupId) : undefined;
    if (!chat || !(await chats.isMember(groupId, userId))) throw new ApiError('InvalidGroupId');
    return { id: chat.id, name: chat.name ?? '', ownerId: chat.ownerId ?? '' };
  }

  async function requireOwnGroup(userId: string, groupId: string | undefined) {
    const group = await requireGroup(userId, groupId);
    if (group.ownerId !== userId) throw new ApiError('NotGroupOwner');
    return group;
  }

  /** Only the caller's friends may be invited (27013). */
  async function requireFriends(userId: string, ids: readonly string[]): Promise<void> {
    const friends = await deps.friendsAmong(userId, ids);
    if (ids.some((id) => !friends.has(id))) throw new ApiError('CannotInviteNonFriend');
  }

  async function viewOf(groupId: string): Promise<GroupView> {
    const [chat, memberIds] = await Promise.all([chats.findChat(groupId), chats.memberIds(groupId)]);
    return { groupId, groupName: chat?.name ?? '', ownerId: chat?.ownerId ?? '', memberIds };
  }

  /** Everyone in the group reloads their chat list (and `also`, who just left it). */
  async function announce(groupId: string, also: readonly string[] = []): Promise<void> {
    await deps.notify.chatListChanged([...(await chats.memberIds(groupId)), ...also], groupId);
  }

  async function leave(userId: string, groupId: string | undefined): Promise<null> {
    const group = await requireGroup(userId, groupId);
    if (group.ownerId === userId) throw new ApiError('OwnerMustTransfer');
    if (!(await repo.removeMember(group.id, userId, deps.now()))) throw new ApiError('RemoveGroupUserFailed');
    await announce(group.id, [userId]);
    return null;
  }

  return {
    leave,

    /** Which of these people are in a group of the caller's (27003, 27012 as every group call). */
    async membersAmong(
      userId: string,
      groupId: string | undefined,
      ids: readonly string[],
    ): Promise<Set<string>> {
      const group = await requireGroup(userId, groupId);
      return chats.membersAmong(group.id, ids);
    },

    /**
     * A person opened a group's invitation code: they join the group (27012 when it is gone or its
     * inviter left it, 27007 when already in it).
     */
    async joinByInvitation(userId: string, groupId: string, inviterId: string): Promise<string> {
      const group = await requireGroup(inviterId, groupId);
      if (await chats.isMember(group.id, userId)) throw new ApiError('AlreadyInGroup');
      await repo.addMembers(group.id, [userId], deps.now());
      await announce(group.id);
      return group.id;
    },

    /**
     * POST /friend/v1/createGroup: a name (27000, 27015) and members (27001), more than 2 with the creator
     * (27002), all of them the creator's friends (27013).
     */
    async createGroup(userId: string, body: CreateGroupRequest): Promise<GroupView> {
      const name = requireGroupName(body.groupName);
      if (!body.uuids || body.uuids.length === 0) throw new ApiError('GroupMemberRequired');
      const checked = validateNewGroup({ groupName: name, ownerId: userId, uuids: body.uuids });
      if (!checked.ok) throw new ApiError('GroupTooSmall');
      await requireFriends(userId, checked.value.uuids);
      const id = `group_${randomUUID()}`;
      await repo.createGroup({ id, name, ownerId: userId, memberIds: checked.value.uuids }, deps.now());
      await announce(id);
      return viewOf(id);
    },

    /** POST /friend/v1/addGroupUser: a member adds friends of theirs (27006, 27013) not in it yet (27007). */
    async addGroupUser(userId: string, body: AddGroupUserRequest): Promise<GroupView> {
      const group = await requireGroup(userId, body.groupId);
      const uuids = [...new Set(body.uuids ?? [])];
      if (uuids.length === 0) throw new ApiError('InviteUserIdRequired');
      if ((await chats.membersAmong(group.id, uuids)).size > 0) throw new ApiError('AlreadyInGroup');
      await requireFriends(userId, uuids);
      await repo.addMembers(group.id, uuids, deps.now());
      await announce(group.id);
      return viewOf(group.id);
    },

    /** POST /friend/v1/delGroup: the owner ends the group for everyone. */
    async delGroup(userId: string, groupId: string | undefined): Promise<null> {
      const group = await requireOwnGroup(userId, groupId);
      const members = await chats.memberIds(group.id);
      if (!(await repo.deleteGroup(group.id, deps.now()))) throw new ApiError('DeleteGroupFailed');
      await deps.notify.chatListChanged(members, group.id);
      return null;
    },

    /**
     * POST /friend/v1/delGroupUser: the owner removes a member (27004 for others, 27009 for a non-member);
     * naming oneself leaves the group.
     */
    async delGroupUser(userId: string, groupId: string | undefined, uuid: string | undefined): Promise<null> {
      if (!uuid) {
        await requireGroup(userId, groupId);
        throw new ApiError('InviteUserIdRequired');
      }
      if (uuid === userId) return leave(userId, groupId);
      const group = await requireOwnGroup(userId, groupId);
      if (!(await repo.removeMember(group.id, uuid, deps.now()))) throw new ApiError('RemoveGroupUserFailed');
      await announce(group.id, [uuid]);
      return null;
    },

    /** POST /friend/v1/transferOwner: the owner (27004) passes the group to a member (27014, 27011). */
    async transferOwner(
      userId: string,
      groupId: string | undefined,
      uuid: string | undefined,
    ): Promise<GroupView> {
      const group = await requireGroup(userId, groupId);
      if (!uuid) throw new ApiError('TransferUuidRequired');
      if (group.ownerId !== userId) throw new ApiError('NotGroupOwner');
      if (!(await chats.isMember(group.id, uuid))) throw new ApiError('TransferToNonMember');
      await repo.setOwner(group.id, uuid);
      await announce(group.id);
      return viewOf(group.id);
    },

    /** POST /friend/v1/updateGroupName: the owner (27004) renames the group (27000, 27015). */
    async updateGroupName(
      userId: string,
      groupId: string | undefined,
      name: string | undefined,
    ): Promise<GroupView> {
      const group = await requireOwnGroup(userId, groupId);
      await repo.setName(group.id, requireGroupName(name));
      await announce(group.id);
      return viewOf(group.id);
    },

    /** GET /friend/v1/listGroupMember: a group's members (to its members), the owner first. */
    async listGroupMember(userId: string, query: ListGroupMemberQuery): Promise<Page<GroupMember>> {
      const chatId = requireChatId(query.chatId);
      if (chatKindOf(chatId) !== 'group') throw new ApiError('InvalidChatId');
      const group = await requireGroup(userId, chatId);
      const { rows, total } = await repo.listMembers(group.id, query.condition, query.page, query.pageSize);
      const list = rows.map((row) => ({ ...personOfColumns(row), isOwner: row.id === row.ownerId }));
      return toPage(list, query.page, query.pageSize, total);
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
