import { AppKey, FlagCommand, frameOf, KickoutCode } from '@limelight/protocol';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';

/** What reports and blocks do to sockets; this file turns each event into its frames and kicks. */
export interface FlagEvents {
  /**
   * cya_flag blockUser to the person, then kick-out code 1 from that room (spec 000 §4): every socket of
   * theirs in the room or its waiting line, on every process (sent on their user channel, which each of
   * their sockets hears).
   */
  blockedFromRoom(roomId: string, userId: string): Promise<void>;
  /** Kick-out code 2 for everyone in the room, after the log's cya_flag closeEvent reached them. */
  roomClosed(roomId: string): Promise<void>;
}

export function createFlagEvents(delivery: Pick<RealtimeDelivery, 'kickUser' | 'kickRoom'>): FlagEvents {
  return {
    blockedFromRoom: (roomId, userId) =>
      delivery.kickUser(userId, KickoutCode.BlockedByFlag, {
        roomId,
        notice: frameOf(AppKey.Flag, FlagCommand.BlockUser, { eventId: roomId, userId }),
      }),
    roomClosed: (roomId) => delivery.kickRoom(roomId, KickoutCode.EventClosed),
  };
}
