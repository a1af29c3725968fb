import { z } from 'zod';
import { storableJsonSchema, textSchema } from './schemas/text.ts';
import { boundedIntSchema } from './schemas/integers.ts';

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

/**
 * Connection-level commands: ping, pong and kick of spec 001 §4, and the room log's seq and resume
 * (docs/decisions/live-state.md).
 */
export const ConnectionCommand = {
  Ping: 'ping',
  Pong: 'pong',
  Kick: 'kick',
  /** Server → client on joining a room: the seq the socket's room frames continue from. */
  RoomSeq: 'roomSeq',
  /** Client → server after a reconnect: the last seq it saw; the missed frames follow, or `resync`. */
  Resume: 'resume',
  /** Server → client: the gap is too old to replay; here is the state at `seq`, frames continue after. */
  Resync: 'resync',
} as const;

/** A room's log position: seq 0 is a room with no change yet. */
const roomSeqSchema = boundedIntSchema(0);

/** The `seq` and `serverTime` (ISO-8601) every room frame from the room log carries, per room gap-free. */
export const roomFrameFieldsSchema = z.object({ seq: roomSeqSchema.min(1), serverTime: z.iso.datetime() });

/** `cya_connection roomSeq` payload. */
export const roomSeqPayloadSchema = z.object({ roomId: textSchema, seq: roomSeqSchema });
export type RoomSeqPayload = z.infer<typeof roomSeqPayloadSchema>;

/** `cya_connection resume` payload. */
export const resumePayloadSchema = z.object({ lastSeq: roomSeqSchema });
export type ResumePayload = z.infer<typeof resumePayloadSchema>;

/** `cya_connection resync` payload: the room's state row at `seq`. */
export const resyncPayloadSchema = z.object({ seq: roomSeqSchema, state: z.unknown() });
export type ResyncPayload = z.infer<typeof resyncPayloadSchema>;

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
