import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { CastSlots } from '../live/roomCast.ts';
import { P2pPrefix } from '../socket/castMedia.ts';
import { iceCandidateSchema, sessionDescriptionSchema } from '../socket/fields.ts';
import { Ice } from '../limits.ts';
import { flagInputSchema } from './events.ts';
import { eventIdSchema, userIdSchema } from './ids.ts';
import { textSchema } from './text.ts';

// The stage's calls (spec 001 §7 "Cast", docs/decisions/cast.md). `eventId` names the event or room whose
// live page holds the stage.

/** {eventId}: apply, exit, removeList, the participant's answers, kickAll, onlineUserList, state. */
export const castRoomRequestSchema = z.object({ eventId: eventIdSchema });
export type CastRoomRequest = z.output<typeof castRoomRequestSchema>;

/** {eventId, userId}: approve, cancel, block, unblock, interview and online invitations, v2 online/close. */
export const castUserRequestSchema = z.object({ eventId: eventIdSchema, userId: userIdSchema });
export type CastUserRequest = z.output<typeof castUserRequestSchema>;

/**
 * interview/cancel and interview/close {eventId, userId?}: the spec sends the event only; `userId` (added)
 * names one interviewee of an interviewer holding several (a group interview). Without it, an interviewee
 * ends their own interview and an interviewer all of theirs.
 */
export const castInterviewEndRequestSchema = z.object({
  eventId: eventIdSchema,
  userId: userIdSchema.optional(),
});
export type CastInterviewEndRequest = z.output<typeof castInterviewEndRequestSchema>;

/** GET /cast/v1/stateList {eventId, state (default all), page, pageSize}: a moderator's list. */
export const castStateListQuerySchema = pageQuerySchema(50, 200).extend({
  eventId: eventIdSchema,
  state: z.enum(['all', ...CastSlots]).default('all'),
});
export type CastStateListQuery = z.output<typeof castStateListQuerySchema>;

/** GET /cast/v1/onlineUserList {eventId, page, pageSize}: the stage's people. */
export const castOnlineListQuerySchema = pageQuerySchema(50, 200).extend({ eventId: eventIdSchema });
export type CastOnlineListQuery = z.output<typeof castOnlineListQuerySchema>;

/** POST /cast/v2/online/confirm {eventId, success}: the v2 client's publishing worked or failed. */
export const castConfirmRequestSchema = z.object({ eventId: eventIdSchema, success: flagInputSchema });
export type CastConfirmRequest = z.output<typeof castConfirmRequestSchema>;

/** POST /cast/v1/reconnect {eventId, connectionType}. */
export const castReconnectRequestSchema = z.object({
  eventId: eventIdSchema,
  connectionType: z.enum(['pub', 'sub']),
});
export type CastReconnectRequest = z.output<typeof castReconnectRequestSchema>;

/** POST /cast/v1/avatar {eventId, isShowed}. */
export const castAvatarRequestSchema = z.object({ eventId: eventIdSchema, isShowed: flagInputSchema });
export type CastAvatarRequest = z.output<typeof castAvatarRequestSchema>;

/** POST /cast/v1/microphone ?eventId&isMuted (spec 001 §7: as params). */
export const castMicrophoneRequestSchema = z.object({ eventId: eventIdSchema, isMuted: flagInputSchema });
export type CastMicrophoneRequest = z.output<typeof castMicrophoneRequestSchema>;

/** POST /cast/v1/mainWindow {eventId, userId, onMain} (added): a moderator pushes or removes a person. */
export const castMainWindowRequestSchema = z.object({
  eventId: eventIdSchema,
  userId: userIdSchema,
  onMain: flagInputSchema,
});
export type CastMainWindowRequest = z.output<typeof castMainWindowRequestSchema>;

/**
 * POST /cast/v1/p2pSdpIce {eventId, targetUserId, sdp, payload, prefix (default stage)}: a peer's session
 * description (`sdp`: offer or answer) or its ICE candidates (`payload`: one, or at most 15), relayed to
 * the target as p2pOffer / p2pAnswer / p2pIce / p2pIceGroup. Exactly one of `sdp` and `payload`.
 */
export const castP2pRequestSchema = z
  .object({
    eventId: eventIdSchema,
    targetUserId: userIdSchema,
    sdp: sessionDescriptionSchema
      .refine((sdp) => sdp.type === 'offer' || sdp.type === 'answer', { message: 'offer or answer' })
      .optional(),
    payload: z
      .union([iceCandidateSchema, z.array(iceCandidateSchema).min(1).max(Ice.maxCandidatesSent)])
      .optional(),
    prefix: textSchema.trim().min(1).max(32).default(P2pPrefix.Stage),
  })
  .refine((request) => (request.sdp === undefined) !== (request.payload === undefined), {
    message: 'Send either sdp or payload',
    path: ['sdp'],
  });
export type CastP2pRequest = z.output<typeof castP2pRequestSchema>;
