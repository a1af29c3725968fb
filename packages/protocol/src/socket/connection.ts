import { z } from 'zod';
import { textSchema } from '../schemas/text.ts';
import { clientCommand, serverCommand } from './command.ts';
import { noPayloadSchema } from './fields.ts';

/** cya_connection commands: heartbeat and kick (spec 001 §4), and the resume of issue 10. */
export const ConnectionCommand = {
  /** Every 2 s from the client (spec 001 §4, §9). */
  Ping: 'ping',
  Pong: 'pong',
  /** A kick-out: the socket closes after it (close code 4004). */
  Kick: 'kick',
  /** issue 10: a reconnected client names the last room `seq` it saw. */
  Resume: 'resume',
  /** issue 10: the gap since the client's `seq` is too old to replay; it reloads the room state. */
  ReloadState: 'reloadState',
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

/** cya_connection resume: the last room `seq` the client saw (0: none). */
export const resumePayloadSchema = z.object({ lastSeq: z.number().int().nonnegative() });
export type ResumePayload = z.infer<typeof resumePayloadSchema>;

/** cya_connection reloadState: the room's latest `seq`; the client reloads the state, then follows on. */
export const reloadStatePayloadSchema = z.object({ seq: z.number().int().nonnegative() });
export type ReloadStatePayload = z.infer<typeof reloadStatePayloadSchema>;

export const connectionCommands = {
  [ConnectionCommand.Ping]: clientCommand(noPayloadSchema),
  [ConnectionCommand.Pong]: serverCommand('connection', noPayloadSchema),
  [ConnectionCommand.Kick]: serverCommand('addressed', kickPayloadSchema),
  [ConnectionCommand.Resume]: clientCommand(resumePayloadSchema),
  [ConnectionCommand.ReloadState]: serverCommand('connection', reloadStatePayloadSchema),
} as const;
