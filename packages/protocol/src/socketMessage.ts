import { z } from 'zod';
import { storableJsonSchema, textSchema } from './schemas/text.ts';

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
} as const;
export type AppKey = (typeof AppKey)[keyof typeof AppKey];

export const appKeySchema = z.enum(Object.values(AppKey) as [AppKey, ...AppKey[]]);

/** `{ appKey, command, payload, tag?, target? }`: both directions of every socket. */
export const socketMessageSchema = z.object({
  appKey: appKeySchema,
  command: textSchema.min(1).max(64),
  payload: storableJsonSchema.optional(),
  tag: textSchema.max(64).optional(),
  /** A userId the message is addressed to (friend-call signalling). */
  target: textSchema.max(64).optional(),
});
export type SocketMessage = z.infer<typeof socketMessageSchema>;

/** Connection-level commands (spec 001 §4). */
export const ConnectionCommand = { Ping: 'ping', Pong: 'pong', Kick: 'kick' } as const;

/** Kick-out reasons of spec 000 §4 / spec 001 §4, carried in the `kick` payload as `code`. */
export const KickoutCode = {
  BlockedByFlag: 1,
  EventClosed: 2,
  AdultContent: 3,
  ConnectionKick: 4,
} as const;
export type KickoutCode = (typeof KickoutCode)[keyof typeof KickoutCode];

/** Socket close codes the server uses (application range 4000–4999). */
export const SocketCloseCode = {
  InvalidToken: 4001,
  Kicked: 4004,
  ServerShutdown: 4010,
  /** The socket kept sending past its command budget after being throttled. */
  Flooding: 4029,
} as const;
