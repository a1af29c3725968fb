import { AppKey, CastCommand, KickoutCode, Messages, frameOf } from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
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

/**
 * A socket token minted before its holder was blocked from the room opens nothing: the upgrade of a room
 * or waiting-room socket answers 4003 'You have been blocked' (docs/decisions/flags.md).
 */
export function refuseBlockedUpgrades(
  gateway: RealtimeGateway,
  isBlockedFrom: (roomId: string, userId: string) => Promise<boolean>,
): void {
  gateway.checkUpgrades(async (grant) => {
    if (grant.scope === 'friend') return;
    if (await isBlockedFrom(grant.roomId, grant.userId)) throw new ApiError('Forbidden', Messages.blocked);
  });
}
