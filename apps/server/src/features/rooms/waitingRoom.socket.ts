import { AppKey, frameOf, RoomCommand } from '@limelight/protocol';
import { roomModeratorRoles } from '../../platform/auth/tokens.ts';
import type { Connection } from '../../platform/realtime/connection.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import type { RealtimeGateway } from '../../platform/realtime/gateway.ts';
import type { SocketRouter } from '../../platform/realtime/socketRouter.ts';
import type { RoomHost, WaitingRoomService, WaitingRoomEvents } from './waitingRoom.service.ts';

export function createWaitingRoomEvents(
  delivery: Pick<RealtimeDelivery, 'toRoom' | 'toUser'>,
): WaitingRoomEvents {
  const toHosts = (roomId: string, frame: Parameters<RealtimeDelivery['toRoom']>[1]) =>
    delivery.toRoom(roomId, frame, { toRoles: roomModeratorRoles });
  return {
    joined: (roomId, person) =>
      toHosts(roomId, frameOf(AppKey.Room, RoomCommand.WaitJoin, { eventId: roomId, person })),
    left: (roomId, userId) =>
      toHosts(roomId, frameOf(AppKey.Room, RoomCommand.WaitLeave, { eventId: roomId, userId })),
    queueChanged: (roomId, queue) =>
      toHosts(roomId, frameOf(AppKey.Room, RoomCommand.WaitUpdate, { eventId: roomId, waiting: queue })),
    queueTo: (hostId, roomId, queue) =>
      delivery.toUser(
        hostId,
        frameOf(AppKey.Room, RoomCommand.WaitUpdate, { eventId: roomId, waiting: queue }),
      ),
    placeInLine: (userId, roomId, position) =>
      delivery.toUser(userId, frameOf(AppKey.Room, RoomCommand.WaitRoom, { eventId: roomId, position })),
    admitted: (userId, roomId, inviteToStage) =>
      delivery.toUser(
        userId,
        frameOf(AppKey.Room, RoomCommand.WaitAccept, { eventId: roomId, inviteToStage }),
      ),
    removed: (userId, roomId, reason) =>
      delivery.toUser(userId, frameOf(AppKey.Room, RoomCommand.WaitReject, { eventId: roomId, reason })),
  };
}

const hostOf = (connection: Connection): RoomHost => ({
  userId: connection.userId,
  roomId: connection.roomId ?? '',
  roles: connection.roomRoles,
});

/**
 * The waiting room on the sockets: a waiting-room socket puts its holder in line while it is open; a
 * host's room socket gets the queue when it opens and admits or removes with cya_room waitAccept and
 * waitReject (refusals come back as the socket's error reply).
 */
export function registerWaitingRoom(
  gateway: RealtimeGateway,
  sockets: SocketRouter,
  waiting: WaitingRoomService,
): void {
  gateway.onWaitingJoin((roomId, connection) => waiting.joined(roomId, connection.userId));
  gateway.onWaitingLeave((roomId, connection) => waiting.left(roomId, connection.userId));
  gateway.onRoomJoin((_roomId, connection) => waiting.hostJoined(hostOf(connection)));
  sockets.on(AppKey.Room, RoomCommand.WaitAccept, (connection, message) =>
    waiting.admit(hostOf(connection), message.payload),
  );
  sockets.on(AppKey.Room, RoomCommand.WaitReject, (connection, message) =>
    waiting.remove(hostOf(connection), message.payload),
  );
}
