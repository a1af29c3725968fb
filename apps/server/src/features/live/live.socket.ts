import { AppKey, CastCommand, KickoutCode, frameOf } from '@limelight/protocol';
import type { RealtimeGateway } from '../../platform/realtime/gateway.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';

/**
 * One tab per person in a room (spec 000 §4 kick-out 4, "You have a duplicate room open in different tabs";
 * spec 001 §4 moderators cannot be multi-connected). When a member's room socket opens, their older sockets
 * in that room, on every process, receive kick-out code 4 and close (a moderator's also `cya_cast
 * multiConn` first): the newest socket, the tab just opened or reloaded, stays. Decided per socket by open
 * time, so two tabs opening at once keep exactly one. Guests are not limited: a guest id is a browser's,
 * not a person's (docs/decisions/realtime.md).
 */
export function registerSingleRoomTab(gateway: RealtimeGateway, delivery: RealtimeDelivery): void {
  gateway.onRoomJoin(async (roomId, connection) => {
    if (connection.grant.kind !== 'member') return;
    const isModerator = connection.roomRoles.includes('mod');
    await delivery.kickFromRoom(roomId, connection.userId, KickoutCode.ConnectionKick, {
      ...(isModerator && {
        notice: frameOf(AppKey.Cast, CastCommand.MultiConn, { eventId: roomId, userId: connection.userId }),
      }),
      openedBefore: { openedAt: connection.openedAt, connectionId: connection.id },
    });
  });
}
