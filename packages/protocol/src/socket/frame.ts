import { z } from 'zod';
import { storableJsonSchema, textSchema } from '../schemas/text.ts';
import { isoTimeSchema } from './fields.ts';

/** The socket applications of spec 001 §4; every socket message names one. */
export const AppKey = {
  Connection: 'cya_connection',
  SelfService: 'cya_self_service',
  Room: 'cya_room',
  Cast: 'cya_cast',
  Chat: 'cya_chat',
  Sync: 'cya_sync',
  Friend: 'cya_friend',
  Notification: 'cya_notification',
  Flag: 'cya_flag',
  /** Random one-to-one meetings (not in spec 001 §4's list; docs/decisions/meet.md). */
  Meet: 'cya_meet',
} as const;
export type AppKey = (typeof AppKey)[keyof typeof AppKey];

/** Every appKey, in the order of {@link AppKey}. */
export const appKeys = Object.values(AppKey) as [AppKey, ...AppKey[]];
export const appKeySchema = z.enum(appKeys);

/** When a room change happened on the server's clock (epoch ms): the time its entry's state takes. */
const changedAtSchema = z.number().int().nonnegative();

/**
 * A room frame's place in its room's command log: `seq` per room, gap-free, and the server's time; `at`,
 * the time of the change its entry carries (the room state's times), so that a client folds the frame
 * exactly as the server folded its entry (docs/decisions/live-state.md "One fold").
 */
export const roomClockSchema = z.object({
  seq: z.number().int().positive(),
  serverTime: isoTimeSchema,
  at: changedAtSchema.optional(),
});
/** The fields every `room`-scoped server frame carries (issue 10). */
export type RoomClock = z.infer<typeof roomClockSchema>;

/**
 * `{ appKey, command, payload, tag?, target? }`: the envelope of both directions of every socket, before
 * the contract is applied (the gateway's and the bus's shape). Server frames of the room log add `seq`
 * and `serverTime`; other server frames may carry `serverTime`.
 */
export const socketMessageSchema = z.object({
  appKey: appKeySchema,
  command: textSchema.min(1).max(64),
  payload: storableJsonSchema.optional(),
  /** Echoed on the reply, so a client can match an answer (or an `error`) to its request. */
  tag: textSchema.max(64).optional(),
  /** A userId the message is addressed to (friend-call signalling). */
  target: textSchema.max(64).optional(),
  seq: roomClockSchema.shape.seq.optional(),
  serverTime: isoTimeSchema.optional(),
  at: changedAtSchema.optional(),
});
export type SocketMessage = z.infer<typeof socketMessageSchema>;
