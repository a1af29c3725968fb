import { FriendSocket, Heartbeat, RoomSocket } from '@limelight/protocol';
import { SocketCloseReason } from './socketEvents.ts';

/** How one kind of socket keeps itself alive; the stage/room and friend sockets differ only here. */
export interface SocketPolicy {
  pingIntervalMs: number;
  /** How long after a ping its reply may arrive. */
  replyWaitMs: number;
  /** The connection is unhealthy after more than this many missed replies in a row. */
  maxMissedReplies: number;
  /** Which frames answer a ping: any message at all, or only a `pong`. */
  replyIs: 'anyFrame' | 'pong';
  /** What an unhealthy connection does: give up at once, or reconnect. */
  onUnhealthy: 'drop' | 'reconnect';
  /** Reconnects in a row before giving up; the count restarts once a connection answers. */
  maxReconnects: number;
  reconnectDelayMs: number;
  /** The close reason once the socket gives up. */
  giveUpReason: SocketCloseReason;
}

/** Stage and room socket (spec 001 §4, §9): any message within 2 s answers a ping; more than 2 misses drop. */
export const castSocketPolicy: SocketPolicy = {
  pingIntervalMs: Heartbeat.castPingMs,
  replyWaitMs: Heartbeat.castPongWaitMs,
  maxMissedReplies: Heartbeat.castMaxMissedPongs,
  replyIs: 'anyFrame',
  onUnhealthy: 'drop',
  // "Room/cast socket reconnect after a drop: up to 3 tries, 3 s apart."
  maxReconnects: RoomSocket.reconnectTries,
  reconnectDelayMs: RoomSocket.reconnectDelayMs,
  giveUpReason: SocketCloseReason.Dropped,
};

/** Friend socket (spec 000 §9, spec 001 §4): pong within 500 ms; more than 2 misses reconnect, 10 at most. */
export const friendSocketPolicy: SocketPolicy = {
  pingIntervalMs: FriendSocket.pingMs,
  replyWaitMs: FriendSocket.pongWaitMs,
  maxMissedReplies: FriendSocket.maxMissedPongs,
  replyIs: 'pong',
  onUnhealthy: 'reconnect',
  maxReconnects: FriendSocket.maxReconnects,
  // The specs give no spacing for friend reconnects; the stage socket's 3 s keeps 10 tries from ending in a burst.
  reconnectDelayMs: RoomSocket.reconnectDelayMs,
  giveUpReason: SocketCloseReason.GaveUp,
};
