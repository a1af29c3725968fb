import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp.ts';

/**
 * A live room's chat messages (docs/decisions/room-chat.md): `visible` to everyone, `pending` approval
 * under strict moderation (moderators only), or `removed`. `position` orders them and pages history.
 */
export interface RoomChatMessagesTable {
  id: string;
  roomId: string;
  position: Generated<string>;
  senderId: string;
  content: string;
  status: 'visible' | 'pending' | 'removed';
  approvedBy: string | null;
  createdAt: Timestamp;
  removedAt: Timestamp | null;
}

/** Room chat (features/roomChat). */
export interface RoomChatTables {
  roomChatMessages: RoomChatMessagesTable;
}
