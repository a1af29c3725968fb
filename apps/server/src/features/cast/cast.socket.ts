import type { CastMediaCommand } from '@limelight/protocol';
import { AppKey, CastCommand, frameOf, type CastPayload, type ServerPayload } from '@limelight/protocol';
import { roomModeratorRoles } from '../../platform/auth/tokens.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';

type SignalCommand =
  | typeof CastMediaCommand.P2pOffer
  | typeof CastMediaCommand.P2pAnswer
  | typeof CastMediaCommand.P2pIce
  | typeof CastMediaCommand.P2pIceGroup;

/** A peer-to-peer signal relayed to one person (spec 001 §7 p2pSdpIce): its frame's command and payload. */
export type StageSignal = {
  [C in SignalCommand]: { command: C; payload: ServerPayload<typeof AppKey.Cast, C> };
}[SignalCommand];

/**
 * What the stage tells outside the room's log (addressed frames): the moderators' list changes and the
 * signals between two people. The moves themselves are room frames of the log.
 */
export interface CastEvents {
  /** A person left one of the moderators' lists (cya_cast listDelUser, to the room's moderators). */
  leftList(roomId: string, move: CastPayload): Promise<void>;
  /**
   * A signal to one person's sockets in the room; with `onlyIfModerator`, only if that person is a
   * moderator there (a person on stage answering a moderator who is not).
   */
  signal(roomId: string, toUserId: string, signal: StageSignal, onlyIfModerator: boolean): Promise<void>;
}

export function createCastEvents(delivery: Pick<RealtimeDelivery, 'toRoom'>): CastEvents {
  return {
    async leftList(roomId, move) {
      if (!('from' in move) || !move.from || move.from === 'none') return;
      const frame = frameOf(AppKey.Cast, CastCommand.ListDelUser, {
        eventId: roomId,
        userId: move.userId,
        list: move.from,
      });
      await delivery.toRoom(roomId, frame, { toRoles: roomModeratorRoles });
    },
    async signal(roomId, toUserId, signal, onlyIfModerator) {
      const frame = { appKey: AppKey.Cast, command: signal.command, payload: signal.payload };
      await delivery.toRoom(roomId, frame, {
        toUserId,
        ...(onlyIfModerator ? { toRoles: roomModeratorRoles } : {}),
      });
    },
  };
}
