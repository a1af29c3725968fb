import { AppKey, FriendCommand, frameOf } from '@limelight/protocol';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import type { SocketRouter } from '../../platform/realtime/socketRouter.ts';
import type { CallsService, CallEvents } from './calls.service.ts';

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
