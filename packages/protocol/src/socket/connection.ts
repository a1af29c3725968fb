import { z } from 'zod';
import { boundedIntSchema } from '../schemas/integers.ts';
import { storableJsonSchema, textSchema } from '../schemas/text.ts';
import { clientCommand, serverCommand } from './command.ts';
import { noPayloadSchema } from './fields.ts';

/**
 * cya_connection commands: heartbeat and kick (spec 001 §4), and the room log's seq and resume of issue 10
 * (docs/decisions/live-state.md).
 */
export const ConnectionCommand = {
  /** Every 2 s from the client (spec 001 §4, §9). */
  Ping: 'ping',
  Pong: 'pong',
  /** A kick-out: the socket closes after it (close code 4004). */
  Kick: 'kick',
  /** Server → client on joining a room: the seq the socket's room frames continue from. */
  RoomSeq: 'roomSeq',
  /** Client → server after a reconnect: the last seq it saw; the missed frames follow, or `resync`. */
  Resume: 'resume',
  /** Server → client: the gap is too old to replay; here is the state at `seq`, frames continue after. */
  Resync: 'resync',
} as const;

/** Kick-out reasons of spec 000 §4 / spec 001 §4, carried in the `kick` payload as `code`. */
export const KickoutCode = {
  BlockedByFlag: 1,
  EventClosed: 2,
  AdultContent: 3,
  ConnectionKick: 4,
} as const;
export type KickoutCode = (typeof KickoutCode)[keyof typeof KickoutCode];

export const kickoutCodeSchema = z.union([
  z.literal(KickoutCode.BlockedByFlag),
  z.literal(KickoutCode.EventClosed),
  z.literal(KickoutCode.AdultContent),
  z.literal(KickoutCode.ConnectionKick),
]);

/** Socket close codes the server uses (application range 4000–4999). */
export const SocketCloseCode = {
  InvalidToken: 4001,
  Kicked: 4004,
  ServerShutdown: 4010,
  /** The socket kept sending past its command budget after being throttled. */
  Flooding: 4029,
} as const;

/** cya_connection kick: why the socket is being closed. */
export const kickPayloadSchema = z.object({
  code: kickoutCodeSchema,
  reason: textSchema.max(200).optional(),
});
export type KickPayload = z.infer<typeof kickPayloadSchema>;

/** A room's log position: seq 0 is a room with no change yet. */
const roomSeqSchema = boundedIntSchema(0);

/** cya_connection roomSeq: the room a socket joined and the seq its room frames continue from. */
export const roomSeqPayloadSchema = z.object({ roomId: textSchema, seq: roomSeqSchema });
export type RoomSeqPayload = z.infer<typeof roomSeqPayloadSchema>;

/** cya_connection resume: the last room `seq` the client saw (0: none). */
export const resumePayloadSchema = z.object({ lastSeq: roomSeqSchema });
export type ResumePayload = z.infer<typeof resumePayloadSchema>;

/** cya_connection resync: the room's state row at `seq`; the client replaces its state, frames follow on. */
export const resyncPayloadSchema = z.object({ seq: roomSeqSchema, state: storableJsonSchema });
export type ResyncPayload = z.infer<typeof resyncPayloadSchema>;

export const connectionCommands = {
  [ConnectionCommand.Ping]: clientCommand(noPayloadSchema),
  [ConnectionCommand.Pong]: serverCommand('connection', noPayloadSchema),
  [ConnectionCommand.Kick]: serverCommand('addressed', kickPayloadSchema),
  [ConnectionCommand.RoomSeq]: serverCommand('connection', roomSeqPayloadSchema),
  [ConnectionCommand.Resume]: clientCommand(resumePayloadSchema),
  [ConnectionCommand.Resync]: serverCommand('connection', resyncPayloadSchema),
} as const;
