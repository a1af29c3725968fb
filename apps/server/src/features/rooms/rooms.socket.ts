import {
  AppKey,
  CastCommand,
  SelfServiceCommand,
  frameOf,
  NotificationCommand,
  RoomNotificationCommand,
} from '@limelight/protocol';
import type { NotificationsPort } from '../notifications/index.ts';
import type { RealtimeGateway } from '../../platform/realtime/gateway.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import type { Logger } from '../../platform/logger.ts';
import type { RoomsService, RoomsEvents } from './rooms.service.ts';
import { JoinedCountCoalescer } from './joinedCount.ts';

/**
 * spec 001 §4 cast channel event `eventJoiningPeople`: everyone in a room learns how many sockets are
 * in it as they join and leave, whichever process holds them, at most once a second per room and process
 * (JoinedCountCoalescer). Each count told is recorded with its time, so a replay shows the count a viewer
 * saw then (docs/decisions/replays.md "Joined counts"). Answers the function that stops pending
 * announcements.
 */
export function registerRoomPresenceAnnouncements(
  gateway: RealtimeGateway,
  deps: {
    delivery: RealtimeDelivery;
    countIn: (roomId: string) => Promise<number>;
    recordCount: (roomId: string, count: number) => Promise<void>;
    log: Logger;
  },
): () => void {
  const counts = new JoinedCountCoalescer({
    send: async (roomId, count) => {
      await Promise.all([
        deps.recordCount(roomId, count),
        deps.delivery.toRoom(
          roomId,
          frameOf(AppKey.Cast, CastCommand.EventJoiningPeople, { eventId: roomId, count }),
        ),
      ]);
    },
    count: deps.countIn,
    intervalMs: 1000,
    onError: (error) => deps.log.warn({ err: error }, 'joined-people count not sent'),
  });
  gateway.onRoomJoin((roomId, _connection, count) => counts.changed(roomId, count));
  gateway.onRoomLeave((roomId, _connection, count) => counts.changed(roomId, count));
  return () => counts.stop();
}

/**
 * Keeps the active list's candidates (rooms.people_seen_at) in step with the sockets: the first join
 * marks the room, the leave that empties it clears it. Sockets of events pass through and change nothing.
 */
export function registerRoomActivityTracking(gateway: RealtimeGateway, rooms: RoomsService): void {
  gateway.onRoomJoin((roomId, _connection, count) => rooms.notePersonJoined(roomId, count));
  gateway.onRoomLeave((roomId, _connection, count) => rooms.notePersonLeft(roomId, count));
}

export function createRoomsEvents(
  delivery: Pick<RealtimeDelivery, 'toRoom' | 'kickFromRoom'>,
  notify: NotificationsPort['send'],
): RoomsEvents {
  return {
    roleListChanged: (roomId) =>
      delivery.toRoom(
        roomId,
        frameOf(AppKey.SelfService, SelfServiceCommand.ShouldUpdateRoleList, { eventId: roomId }),
      ),
    kickedOut: (roomId, userId, code) => delivery.kickFromRoom(roomId, userId, code),
    invited: (userIds, invitation) => notify(userIds, RoomNotificationCommand.RoomInvitation, invitation),
    created: (userIds, room) => notify(userIds, NotificationCommand.RoomCreation, room),
  };
}
