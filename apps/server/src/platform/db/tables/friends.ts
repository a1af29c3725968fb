import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp.ts';

/** A friend request: the latest answer of one sender to one invitee (spec 000 §4). */
export interface FriendRequestsTable {
  senderId: string;
  inviteeId: string;
  status: 'pending' | 'accepted' | 'rejected';
  createdAt: Timestamp;
  answeredAt: Timestamp | null;
}

/** A friendship, one row each way. */
export interface FriendshipsTable {
  userId: string;
  friendId: string;
  createdAt: Timestamp;
}

/** An invitation code: to become the inviter's friend, or to join a group. */
export interface FriendInvitationCodesTable {
  code: string;
  inviterId: string;
  type: 'friend' | 'group';
  groupId: string | null;
  createdAt: Timestamp;
}

/** A chat of the friends panel: 'friend…' one-to-one, 'group…' a group with a name and an owner. */
export interface ChatsTable {
  id: string;
  kind: 'friend' | 'group';
  name: string | null;
  ownerId: string | null;
  createdAt: Timestamp;
  deletedAt: Timestamp | null;
}

/** A chat message; `position` orders a chat's messages and marks what a member has read. */
export interface ChatMessagesTable {
  id: string;
  chatId: string;
  position: Generated<string>;
  senderId: string;
  content: string;
  type: string;
  createdAt: Timestamp;
}

/** A member of a chat: what they read, whether they removed it from their list, when they left a group. */
export interface ChatMembersTable {
  chatId: string;
  userId: string;
  joinedAt: Timestamp;
  readPosition: Generated<string>;
  hidden: Generated<boolean>;
  leftAt: Timestamp | null;
}

/** A person's inbox head: the last seq given to a message they received. */
export interface ChatInboxHeadsTable {
  userId: string;
  seq: string;
}

/** The messages a person received, by their inbox seq (gap-free per person). */
export interface ChatInboxTable {
  userId: string;
  seq: string;
  messageId: string;
}

/** Friends, their chats and groups (features/friends writes the first three, features/chats the rest). */
export interface FriendTables {
  friendRequests: FriendRequestsTable;
  friendships: FriendshipsTable;
  friendInvitationCodes: FriendInvitationCodesTable;
  chats: ChatsTable;
  chatMessages: ChatMessagesTable;
  chatMembers: ChatMembersTable;
  chatInboxHeads: ChatInboxHeadsTable;
  chatInbox: ChatInboxTable;
}
