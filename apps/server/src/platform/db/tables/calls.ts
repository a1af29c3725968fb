import type { Timestamp } from './timestamp.ts';

/** A friend video call of a chat (features/calls); open while `endedAt` is null. */
export interface FriendCallsTable {
  id: string;
  chatId: string;
  startedBy: string;
  createdAt: Timestamp;
  endedAt: Timestamp | null;
}

/** A person's state in a call (protocol CallMemberState); `ringUntil` while it rings. */
export interface FriendCallMembersTable {
  callId: string;
  userId: string;
  state: string;
  notificationId: string;
  ringUntil: Timestamp | null;
  updatedAt: Timestamp;
}

/** Friend video calls. */
export interface CallTables {
  friendCalls: FriendCallsTable;
  friendCallMembers: FriendCallMembersTable;
}
