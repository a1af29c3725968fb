import {
  AppKey,
  FriendCommand,
  frameOf,
  type DeclineVidChatPayload,
  type EndVidChatPayload,
  type FriendVideoChatPayload,
  type P2pSetupInfoPayload,
} from '@limelight/protocol';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import type { SocketRouter } from '../../platform/realtime/socketRouter.ts';
import type { CallsService } from './calls.service.ts';

/** What the calls service tells people on the friend socket; this file turns each event into its frame. */
export interface CallEvents {
  /** A person's call notification: ringing ('init'), or answered on another of their sockets. */
  noticed(userId: string, payload: FriendVideoChatPayload): Promise<void>;
  /** Someone is out of the call without having joined it (rejected, missed, busy). */
  declined(userIds: readonly string[], payload: DeclineVidChatPayload): Promise<void>;
  /** Someone left the call, maybe closing it. */
  left(userIds: readonly string[], payload: EndVidChatPayload): Promise<void>;
  /** An offer, answer or candidate for one member of the call. */
  signalled(userId: string, payload: P2pSetupInfoPayload): Promise<void>;
}

export function createCallEvents(delivery: Pick<RealtimeDelivery, 'toUser'>): CallEvents {
  const toEach = async (userIds: readonly string[], frame: Parameters<RealtimeDelivery['toUser']>[1]) => {
    await Promise.all([...new Set(userIds)].map((userId) => delivery.toUser(userId, frame)));
  };
  return {
    noticed: (userId, payload) =>
      delivery.toUser(userId, frameOf(AppKey.Friend, FriendCommand.FriendVideoChat, payload)),
    declined: (userIds, payload) =>
      toEach(userIds, frameOf(AppKey.Friend, FriendCommand.DeclineVidChat, payload)),
    left: (userIds, payload) => toEach(userIds, frameOf(AppKey.Friend, FriendCommand.EndVidChat, payload)),
    signalled: (userId, payload) =>
      delivery.toUser(userId, frameOf(AppKey.Friend, FriendCommand.P2pSetupInfo, payload)),
  };
}

/**
 * cya_friend p2pSetupInfo from a client (docs/decisions/socket-contract.md): the socket's way to send what
 * sendSdp and sendIce send, addressed with the frame's `target`.
 */
export function registerCallSignals(sockets: SocketRouter, calls: CallsService): void {
  sockets.on(AppKey.Friend, FriendCommand.P2pSetupInfo, async (connection, frame) => {
    const { description, candidate, ...signal } = frame.payload;
    await calls.relay(connection.userId, {
      ...signal,
      toId: frame.target,
      ...(description ? { description } : { candidate }),
    });
  });
}
