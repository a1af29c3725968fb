import { z } from 'zod';
import { callMemberStateSchema } from '../live/friendCall.ts';
import { callIdSchema } from '../socket/friend.ts';
import { iceCandidateSchema, sessionDescriptionSchema } from '../socket/fields.ts';
import { flagInputSchema } from './events.ts';
import { userIdSchema } from './ids.ts';
import { textSchema } from './text.ts';

// Friend video calls over HTTP (spec 000 §7 "Friend video call"; docs/decisions/friend-calls.md). The chat
// id is optional here so that the service answers the spec's 28002 when it is missing.

const chatRefSchema = textSchema.trim().max(128).optional();
/** spec 001 §3 friend-call payloads: the publishing or subscribing peer; sent as `iceType`. */
const peerTypeSchema = z.enum(['pub', 'sub']).default('pub');

/** POST /api/friend/v1/initVideo {chatId}: call the members of a one-to-one or group chat. */
export const initVideoRequestSchema = z.object({ chatId: chatRefSchema });
export type InitVideoRequest = z.infer<typeof initVideoRequestSchema>;

/** POST /api/socket2/v1/vidConnect {chatId, token}: join the chat's call (`token` is not needed: the bearer says who). */
export const vidConnectRequestSchema = z.object({
  chatId: chatRefSchema,
  token: textSchema.max(2048).optional(),
});
export type VidConnectRequest = z.infer<typeof vidConnectRequestSchema>;

/**
 * The answer of initVideo and vidConnect: `members` (ids) and `profile` keyed by member id as spec 000 §7
 * says, each member's state, and who is in the call now — the one who joins offers to them (spec 001 §4).
 */
export const callViewSchema = z.object({
  callId: callIdSchema,
  chatId: textSchema,
  members: z.array(userIdSchema),
  profile: z.record(userIdSchema, z.object({ displayName: textSchema, avatar: textSchema.nullable() })),
  states: z.record(userIdSchema, callMemberStateSchema),
  joined: z.array(userIdSchema),
});
export type CallView = z.infer<typeof callViewSchema>;

const signalFields = {
  toId: textSchema.trim().max(64).optional(),
  chatId: chatRefSchema,
  iceType: peerTypeSchema,
};

/** POST /api/friend/v1/sendSdp {toId, info, iceType, chatId, fromJoin}: an offer or answer to one member. */
export const sendSdpRequestSchema = z.object({
  ...signalFields,
  info: sessionDescriptionSchema,
  fromJoin: flagInputSchema.default(false),
});
export type SendSdpRequest = z.output<typeof sendSdpRequestSchema>;

/** POST /api/friend/v1/sendIce {toId, info, iceType, chatId}: an ICE candidate to one member. */
export const sendIceRequestSchema = z.object({ ...signalFields, info: iceCandidateSchema });
export type SendIceRequest = z.output<typeof sendIceRequestSchema>;

/**
 * POST /api/friend/v1/hangup {chatId, token, notify}: leave the call; with `notify` false the others are
 * not told (the caller's own other sockets still are).
 */
export const hangupRequestSchema = z.object({
  chatId: chatRefSchema,
  token: textSchema.max(2048).optional(),
  notify: flagInputSchema.default(true),
});
export type HangupRequest = z.output<typeof hangupRequestSchema>;

/**
 * POST /api/friend/v1/declineVidChat {uuid, chatId, command}: decline the ringing call of a chat; `uuid`,
 * when given, is the call notification's id (friendVideoChat `notificationId`), `command` its command.
 */
export const declineVidChatRequestSchema = z.object({
  uuid: textSchema.trim().max(128).optional(),
  chatId: chatRefSchema,
  command: z.literal('friendVideoChat').optional(),
});
export type DeclineVidChatRequest = z.infer<typeof declineVidChatRequestSchema>;
