import { AppKey } from '@limelight/protocol';
import type { RealtimeGateway } from '../../platform/realtime/gateway.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import type { RoomsService } from './rooms.service.ts';

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

/**
 * Keeps the active list's candidates (rooms.people_seen_at) in step with the sockets: a join marks the
 * room, a leave that empties it clears it. Sockets of events pass through too and change nothing.
 */
export function registerRoomActivityTracking(gateway: RealtimeGateway, rooms: RoomsService): void {
  gateway.onRoomJoin((roomId) => rooms.notePersonJoined(roomId));
  gateway.onRoomLeave((roomId) => rooms.notePersonLeft(roomId));
}
