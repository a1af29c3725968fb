import { randomUUID } from 'node:crypto';
import {
  ChatListAction,
  chatKindOf,
  toPage,
  type ChatHistoryAnswer,
  type ChatHistoryQuery,
  type ChatListAnswer,
  type ChatListItem,
  type ChatListQuery,
  type ChatSendRequest,
  type ChattingMembersAnswer,
  type FriendChatMessage,
  type FriendChatPayload,
  type Person,
  type UpdateChatListQuery,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import { friendChatIdOf, personOfColumns } from './chatPeople.ts';
import type { ChatMessageRow, ChatsRepo } from './chats.repo.ts';

/** What the chats tell people on the friend socket; chats.socket.ts turns each event into its frame. */
export interface ChatEvents {
  /** A message reached each receiver's inbox: friendChat (one-to-one) or groupChat, with their seq. */
  delivered(messages: readonly { userId: string; message: FriendChatPayload }[]): Promise<void>;
  /** A chat changed for these people (created, renamed, members, deleted): they reload their chat list. */
  chatListChanged(userIds: readonly string[], chatId: string): Promise<void>;
}

/** A resume replays at most this many missed messages; past it the client reloads (chatResync). */
export const maxReplayedMessages = 200;

export interface ChatsServiceDeps {
  repo: ChatsRepo;
  /** Whether two people are friends (the friends feature). */
  areFriends: (a: string, b: string) => Promise<boolean>;
  /** A member leaves a group (the groups service: the owner must pass ownership first). */
  leaveGroup: (userId: string, groupId: string | undefined) => Promise<null>;
  /** Who is in a chat's video call now (the calls feature). */
  joinedPeopleOf: (chatId: string) => Promise<Person[]>;
  /** Which of these chats have a video call going on (the calls feature). */
  chatsInCall: (chatIds: readonly string[]) => Promise<Set<string>>;
  notify: ChatEvents;
  /** Each sender's messages to one chat within ChatRate (3000 past it; docs/decisions/room-chat.md). */
  requireSenderRate: (key: string) => Promise<void>;
  now: () => Date;
}

/** What a reconnecting socket missed: the messages after its seq, or too many (reload). */
export type MissedMessages =
  { kind: 'messages'; messages: FriendChatPayload[] } | { kind: 'resync'; seq: number };

export const messageOf = (row: ChatMessageRow): FriendChatMessage => ({
  chatId: row.chatId,
  id: row.id,
  content: row.content,
  type: row.type,
  createdAt: row.createdAt.toISOString(),
  sender: personOfColumns({ ...row, id: row.senderId }),
});

/** A chat id as a request names it: 28002 when missing, 28003 when it is neither 'friend…' nor 'group…'. */
export function requireChatId(chatId: string | undefined): string {
  if (!chatId) throw new ApiError('ChatIdRequired');
  if (chatKindOf(chatId) === 'unknown') throw new ApiError('InvalidChatId');
  return chatId;
}

/** Friend and group chats: the list, history, sending, read marks and the resume of missed pushes. */
export function createChatsService(deps: ChatsServiceDeps) {
  const { repo } = deps;

  /** A chat the person is a member of (28000 otherwise: no such chat for them). */
  async function requireMemberChat(userId: string, chatId: string | undefined) {
    const id = requireChatId(chatId);
    const chat = await repo.findChat(id);
    if (!chat || !(await repo.isMember(id, userId))) throw new ApiError('ChatNotFound');
    return chat;
  }

  /** The one-to-one chat a send names: the caller's chat with `friendId`, while they are friends. */
  async function requireFriendChat(userId: string, chatId: string, friendId: string | undefined) {
    if (!friendId) throw new ApiError('FriendIdRequired');
    if (friendId === userId || friendChatIdOf(userId, friendId) !== chatId)
      throw new ApiError('InvalidFriendId');
    if (!(await deps.areFriends(userId, friendId))) throw new ApiError('NotYourFriend');
    return requireMemberChat(userId, chatId);
  }

  return {
    /** GET /friend/v1/getChatList: most recent activity first, with unread counts and the last message. */
    async chatList(userId: string, query: ChatListQuery): Promise<ChatListAnswer> {
      const [{ chats, total }, seq] = await Promise.all([
        repo.chatList(userId, query.page, query.pageSize),
        repo.inboxHead(userId),
      ]);
      const inCall = await deps.chatsInCall(chats.map((chat) => chat.id));
      const list = chats.map((chat): ChatListItem => ({
        chatId: chat.id,
        content: chat.latest?.content ?? null,
        createdAt: (chat.latest?.createdAt ?? chat.createdAt).toISOString(),
        sender: chat.latest ? personOfColumns({ ...chat.latest, id: chat.latest.senderId }) : null,
        unreadCount: chat.unreadCount,
        userId: chat.friend?.userId ?? null,
        displayName: chat.friend?.displayName ?? null,
        avatar: chat.friend?.avatar ?? null,
        groupName: chat.name,
        ownerId: chat.ownerId,
        vidChatting: inCall.has(chat.id),
      }));
      return { ...toPage(list, query.page, query.pageSize, total), seq };
    },

    /**
     * GET /friend/v1/chat/history: the messages before lastMessageId (the latest without it), oldest
     * first. Reading the latest page marks the chat read.
     */
    async history(userId: string, query: ChatHistoryQuery): Promise<ChatHistoryAnswer> {
      const chat = await requireMemberChat(userId, query.chatId);
      let before: string | undefined;
      if (query.lastMessageId !== undefined) {
        const last = await repo.findMessage(chat.id, query.lastMessageId);
        if (!last) throw new ApiError('NotFound');
        before = last.position;
      }
      const { rows, hasMore } = await repo.history(chat.id, query.pageSize, before);
      if (before === undefined) await repo.markRead(chat.id, userId);
      return { list: rows.map(messageOf), hasMore };
    },

    /**
     * POST /friend/v1/chat/send: a one-to-one chat needs the friend (26000, 26001) who is still a friend
     * (26003); a group chat, membership (28000). The message takes the next inbox seq of every member
     * (the sender's other sockets included) and is pushed to them.
     */
    async send(userId: string, body: ChatSendRequest): Promise<FriendChatMessage> {
      if (body.type === '') throw new ApiError('MessageTypeRequired');
      const chatId = requireChatId(body.chatId);
      const chat =
        chatKindOf(chatId) === 'oneToOne'
          ? await requireFriendChat(userId, chatId, body.friendId)
          : await requireMemberChat(userId, chatId);
      await deps.requireSenderRate(`chat:friend:${chat.id}:${userId}`);
      const receivers = await repo.memberIds(chat.id);
      const stored = {
        id: randomUUID(),
        chatId: chat.id,
        senderId: userId,
        content: body.content,
        type: body.type ?? 'text',
        createdAt: deps.now(),
      };
      const deliveries = await repo.insertMessage(stored, receivers);
      await repo.markRead(chat.id, userId);
      const row = await repo.findMessage(chat.id, stored.id);
      if (!row) throw new ApiError('ChatNotFound');
      const message = messageOf(row);
      await deps.notify.delivered(
        deliveries.map(({ userId: to, seq }) => ({ userId: to, message: { ...message, seq } })),
      );
      return message;
    },

    /** POST /friend/v1/chat/markRead: the caller has read the chat to its latest message. */
    async markRead(userId: string, chatId: string | undefined): Promise<null> {
      const chat = await requireMemberChat(userId, chatId);
      await repo.markRead(chat.id, userId);
      return null;
    },

    /**
     * POST /friend/v1/updateChatList: `delete` takes the chat off the caller's list until a new message
     * arrives; `leave` leaves a group. Other actions: 28001.
     */
    async updateChatList(userId: string, query: UpdateChatListQuery): Promise<null> {
      if (query.action !== ChatListAction.Delete && query.action !== ChatListAction.Leave)
        throw new ApiError('ChatActionRequired');
      const chatId = query.chatId ?? query.groupId;
      if (query.action === ChatListAction.Leave) return deps.leaveGroup(userId, chatId);
      const chat = await requireMemberChat(userId, chatId);
      await repo.hide(chat.id, [userId]);
      await deps.notify.chatListChanged([userId], chat.id);
      return null;
    },

    /**
     * GET /friend/v1/getCurrChattingMembers (group chats only: 28003 otherwise): who is in the group's
     * video call now.
     */
    async currChattingMembers(userId: string, chatId: string | undefined): Promise<ChattingMembersAnswer> {
      if (chatKindOf(requireChatId(chatId)) !== 'group') throw new ApiError('InvalidChatId');
      const chat = await requireMemberChat(userId, chatId);
      return { members: await deps.joinedPeopleOf(chat.id) };
    },

    /**
     * The members of a chat one of them may call (friend video calls): 28002, 28003, 28000 for a chat
     * that is not theirs; a one-to-one chat only while they are friends (26003).
     */
    async callMembersOf(userId: string, chatId: string | undefined) {
      const chat = await requireMemberChat(userId, chatId);
      const memberIds = await repo.memberIds(chat.id);
      if (chatKindOf(chat.id) === 'oneToOne') {
        const friendId = memberIds.find((id) => id !== userId);
        if (!friendId || !(await deps.areFriends(userId, friendId))) throw new ApiError('NotYourFriend');
      }
      return { chatId: chat.id, memberIds };
    },

    /** What a socket missed after `lastSeq`: the messages in seq order, or a resync past 200 or a bad seq. */
    async missedSince(userId: string, lastSeq: number): Promise<MissedMessages> {
      const head = await repo.inboxHead(userId);
      if (lastSeq > head) return { kind: 'resync', seq: head };
      const rows = await repo.inboxAfter(userId, lastSeq, maxReplayedMessages + 1);
      if (rows.length > maxReplayedMessages) return { kind: 'resync', seq: head };
      return { kind: 'messages', messages: rows.map((row) => ({ ...messageOf(row), seq: row.seq })) };
    },

    /** Two people became friends: their one-to-one chat opens (again) in both lists. Answers its id. */
    async openFriendChat(a: string, b: string): Promise<string> {
      const chatId = friendChatIdOf(a, b);
      await repo.openFriendChat(chatId, [a, b], deps.now());
      return chatId;
    },

    /** Two people are no longer friends: their chat leaves both lists (its history stays). */
    closeFriendChat: (a: string, b: string) => repo.hide(friendChatIdOf(a, b), [a, b]),
  };
}

export type ChatsService = ReturnType<typeof createChatsService>;
