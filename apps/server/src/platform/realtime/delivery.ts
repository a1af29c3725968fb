import { z } from 'zod';
import {
  AppKey,
  ConnectionCommand,
  roomClockSchema,
  socketMessageSchema,
  type KickoutCode,
  type SocketMessage,
} from '@limelight/protocol';
import type { Bus } from '../bus/bus.ts';
import type { RoomRole } from '../auth/tokens.ts';

/** Bus channels the gateway listens on while it holds a socket of that room or user. */
export const roomChannel = (roomId: string) => `rt:room:${roomId}`;
export const userChannel = (userId: string) => `rt:user:${userId}`;

/**
 * A room frame published from the room log: a socket message with the room's `seq` and `serverTime`
 * (docs/decisions/live-state.md). The gateway delivers these in seq order, once per socket.
 */
export const roomFrameSchema = socketMessageSchema.extend(roomClockSchema.shape);
export type RoomFrame = z.infer<typeof roomFrameSchema>;

/** Whether a delivered message is a room-log frame (it carries both `seq` and `serverTime`). */
export function isRoomFrame(message: Partial<RoomFrame>): message is RoomFrame {
  return message.seq !== undefined && message.serverTime !== undefined;
}

/** What the gateway reads of the room log to start a room channel and to fill a gap in its frames. */
export interface RoomLogReader {
  /** The room's last seq (0 for a room with no change yet). */
  currentSeq(roomId: string): Promise<number>;
  /** Up to `limit` frames of the room after `afterSeq`, in seq order. */
  readFrames(roomId: string, afterSeq: number, limit: number): Promise<RoomFrame[]>;
}

/** What travels on a room or user channel: a message for every socket there, or a kick. */
export const deliverySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('message'),
    // seq and serverTime travel only on frames of the room log.
    message: socketMessageSchema.extend(roomClockSchema.partial().shape),
    exceptConnectionId: z.string().optional(),
    /** Only the room's sockets whose holder has one of these roles (an `addressed` frame to moderators). */
    toRoles: z.array(z.string()).optional(),
    /** Only this user's sockets of the room (an `addressed` frame to one person there). */
    toUserId: z.string().optional(),
  }),
  z.object({
    kind: z.literal('kick'),
    code: z.number().int(),
    reason: z.string().optional(),
    exceptConnectionId: z.string().optional(),
    /** Only the sockets opened under this session (logout of one session). */
    sessionId: z.string().optional(),
    /** Only this user's sockets (a kick-out from one room, sent on that room's channel). */
    userId: z.string().optional(),
    /** Only the sockets of this room or of its waiting room (a kick-out sent on a user's channel). */
    roomId: z.string().optional(),
    /**
     * Only the sockets opened before this one (the multi-connection rule: the newest socket stays),
     * compared by open time, then by connection id, so that two sockets opening at once keep exactly one.
     */
    openedBefore: z.object({ openedAt: z.number(), connectionId: z.string() }).optional(),
    /** A message each kicked socket receives before the kick (cya_cast multiConn). */
    notice: socketMessageSchema.optional(),
  }),
]);
export type Delivery = z.infer<typeof deliverySchema>;

/**
 * The services' way to reach sockets: they name a room or a user, never a socket. Works across
 * processes through the bus.
 */
export interface RealtimeDelivery {
  /**
   * Sends a message to every socket in a room (an event or room id), on every process; with `toRoles`,
   * only to the sockets whose holder has one of those roles there (the moderators' frames); with
   * `toUserId`, only to that person's sockets there (both: only if that person holds one of the roles).
   */
  toRoom(
    roomId: string,
    message: SocketMessage | RoomFrame,
    options?: { exceptConnectionId?: string; toRoles?: readonly RoomRole[]; toUserId?: string },
  ): Promise<void>;
  /** Sends a message to every socket of a user. */
  toUser(userId: string, message: SocketMessage): Promise<void>;
  /**
   * Sends `cya_connection kick` with a kick-out code to a user's sockets (those of one session, or of one
   * room and its waiting room, when given), after `notice` if given, then closes them.
   */
  kickUser(
    userId: string,
    code: KickoutCode,
    options?: {
      exceptConnectionId?: string;
      reason?: string;
      sessionId?: string;
      roomId?: string;
      notice?: SocketMessage;
    },
  ): Promise<void>;
  /**
   * Kicks one user out of one room (spec 000 §4 kick-out codes): their sockets of that room, on every
   * process, receive `notice` if given, then `cya_connection kick {code}`, and close; their other sockets
   * stay open.
   */
  kickFromRoom(roomId: string, userId: string, code: KickoutCode, options?: RoomKickOptions): Promise<void>;
  /** Kicks everyone out of one room (kick-out code 2, the room closed): every socket of it, on every process. */
  kickRoom(roomId: string, code: KickoutCode): Promise<void>;
}

/** Which of a user's sockets in a room a kick-out closes, and what they hear first. */
export interface RoomKickOptions {
  reason?: string;
  notice?: SocketMessage;
  openedBefore?: { openedAt: number; connectionId: string };
}

/** Delivery over the bus. */
export function createRealtimeDelivery(bus: Bus): RealtimeDelivery {
  // Delivery does not tell how many processes a message reached.
  const publish = async (channel: string, delivery: Delivery): Promise<void> => {
    await bus.publish(channel, delivery);
  };
  return {
    toRoom: (roomId, message, options) =>
      publish(roomChannel(roomId), {
        kind: 'message',
        message,
        exceptConnectionId: options?.exceptConnectionId,
        toRoles: options?.toRoles && [...options.toRoles],
        toUserId: options?.toUserId,
      } satisfies Delivery),
    toUser: (userId, message) =>
      publish(userChannel(userId), { kind: 'message', message } satisfies Delivery),
    kickUser: (userId, code, options) =>
      publish(userChannel(userId), { kind: 'kick', code, ...options } satisfies Delivery),
    kickRoom: (roomId, code) => publish(roomChannel(roomId), { kind: 'kick', code } satisfies Delivery),
    kickFromRoom: (roomId, userId, code, options) =>
      publish(roomChannel(roomId), { kind: 'kick', code, userId, ...options } satisfies Delivery),
  };
}

/** The socket message a kick turns into (spec 001 §4: cya_connection kick). */
export function kickMessage(code: number, reason: string | undefined): SocketMessage {
  return { appKey: AppKey.Connection, command: ConnectionCommand.Kick, payload: { code, reason } };
}
