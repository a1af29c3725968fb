import { AppKey, ChatCommand, frameOf } from '@limelight/protocol';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import { roomModeratorRoles } from '../../platform/auth/tokens.ts';
import type { SocketRouter } from '../../platform/realtime/socketRouter.ts';
import type { RoomChatService, RoomChatEvents } from './roomChat.service.ts';

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
