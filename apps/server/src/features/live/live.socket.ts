import { AppKey, CastCommand, KickoutCode, frameOf } from '@limelight/protocol';
import type { RealtimeGateway } from '../../platform/realtime/gateway.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';

/**
 * spec 000 §6, spec 001 §4: moderators cannot be multi-connected. When a moderator's socket opens in an
 * event or room, their older sockets there, on every process, receive `cya_cast multiConn` and kick-out
 * code 4, and close: the newest socket (the tab just opened or reloaded) stays. Decided per socket by open
 * time, so two tabs opening at once keep exactly one (docs/decisions/realtime.md).
 */
export function registerModeratorSingleConnection(
  gateway: RealtimeGateway,
  delivery: RealtimeDelivery,
): void {
  gateway.onRoomJoin(async (roomId, connection) => {
    if (!connection.roomRoles.includes('mod')) return;
    await delivery.kickFromRoom(roomId, connection.userId, KickoutCode.ConnectionKick, {
      notice: frameOf(AppKey.Cast, CastCommand.MultiConn, { eventId: roomId, userId: connection.userId }),
      openedBefore: { openedAt: connection.openedAt, connectionId: connection.id },
    });
  });
}
