import { AppKey } from '@limelight/protocol';
import type { RealtimeGateway } from '../../platform/realtime/gateway.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';

/**
 * spec 001 §4 cast channel event `eventJoiningPeople`: everyone in a room learns how many sockets are
 * in it whenever one joins or leaves, whichever process holds them.
 */
export function registerRoomPresenceAnnouncements(
  gateway: RealtimeGateway,
  delivery: RealtimeDelivery,
): void {
  const announce = (roomId: string, count: number) =>
    delivery.toRoom(roomId, {
      appKey: AppKey.Cast,
      command: 'eventJoiningPeople',
      payload: { eventId: roomId, count },
    });
  gateway.onRoomJoin((roomId, _connection, count) => announce(roomId, count));
  gateway.onRoomLeave((roomId, _connection, count) => announce(roomId, count));
}
