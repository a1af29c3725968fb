import { AppKey, CastMediaCommand, frameOf, type ScreenShareState } from '@limelight/protocol';
import { roomModeratorRoles } from '../../platform/auth/tokens.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';

/**
 * What stage media tells chosen people outside the room's log (a share request is the moderators', its
 * answer the requester's); this file turns each event into its frame.
 */
export interface MediaEvents {
  /** Someone asks to share their screen (cya_cast screenShareRequest, to the room's moderators). */
  shareRequested(roomId: string, share: ScreenShareState): Promise<void>;
  /** A moderator accepted or rejected a share (cya_cast screenShareAnswer, to the person who asked). */
  shareAnswered(roomId: string, ownerId: string, shareId: string, isAccepted: boolean): Promise<void>;
}

export function createMediaEvents(delivery: Pick<RealtimeDelivery, 'toRoom' | 'toUser'>): MediaEvents {
  return {
    shareRequested: (roomId, share) =>
      delivery.toRoom(
        roomId,
        frameOf(AppKey.Cast, CastMediaCommand.ScreenShareRequest, { eventId: roomId, share }),
        {
          toRoles: roomModeratorRoles,
        },
      ),
    shareAnswered: (roomId, ownerId, shareId, isAccepted) =>
      delivery.toUser(
        ownerId,
        frameOf(AppKey.Cast, CastMediaCommand.ScreenShareAnswer, { eventId: roomId, shareId, isAccepted }),
      ),
  };
}
