import { AppKey, ChatCommand, frameOf, type RoomChatMessage } from '@limelight/protocol';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import { roomModeratorRoles } from '../../platform/auth/tokens.ts';
import type { SocketRouter } from '../../platform/realtime/socketRouter.ts';
import type { RoomChatService } from './roomChat.service.ts';

/**
 * What the room chat tells the moderators outside the room's log (messages waiting for approval are not
 * everyone's frames); this file turns each event into its frame.
 */
export interface RoomChatEvents {
  /** A message waits for approval (cya_chat newMessageApprove, to the room's moderators). */
  awaitingApproval(message: RoomChatMessage): Promise<void>;
  /** A waiting message was approved or removed (cya_chat approvedMessageRemove, to the moderators). */
  leftApproval(roomId: string, id: string): Promise<void>;
  /** A moderator removed a waiting message: its sender hears it (cya_chat approvedMessageRemove, to them). */
  declined(senderId: string, roomId: string, id: string): Promise<void>;
}

export function createRoomChatEvents(delivery: Pick<RealtimeDelivery, 'toRoom' | 'toUser'>): RoomChatEvents {
  return {
    declined: (senderId, roomId, id) =>
      delivery.toUser(
        senderId,
        frameOf(AppKey.Chat, ChatCommand.ApprovedMessageRemove, { eventId: roomId, id }),
      ),
    awaitingApproval: (message) =>
      delivery.toRoom(message.eventId, frameOf(AppKey.Chat, ChatCommand.NewMessageApprove, message), {
        toRoles: roomModeratorRoles,
      }),
    leftApproval: (roomId, id) =>
      delivery.toRoom(
        roomId,
        frameOf(AppKey.Chat, ChatCommand.ApprovedMessageRemove, { eventId: roomId, id }),
        {
          toRoles: roomModeratorRoles,
        },
      ),
  };
}

/**
 * cya_chat sendMessage from a room socket: posts as POST /chat/v1/message/send does, to the socket's own
 * room (the payload's eventId must name it); refusals come back as the socket's error reply. The token
 * was issued under the room's entry rules; the entry is checked again, as a viewer of unknown country.
 */
export function registerRoomChatSocket(sockets: SocketRouter, chat: RoomChatService): void {
  sockets.on(AppKey.Chat, ChatCommand.SendMessage, async (connection, message) => {
    const { grant } = connection;
    if (grant.scope !== 'room') return;
    const { userId, kind, sessionId, version } = grant;
    await chat.send(
      { caller: { userId, kind, sessionId, version }, country: undefined },
      { eventId: grant.roomId, content: message.payload.content },
    );
  });
}
