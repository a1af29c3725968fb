import { z } from 'zod';
import { pageSchema } from '../envelope.ts';
import { castListEntrySchema, ownCastStateSchema } from '../live/castView.ts';
import {
  castAvatarRequestSchema,
  castConfirmRequestSchema,
  castInterviewEndRequestSchema,
  castMainWindowRequestSchema,
  castMicrophoneRequestSchema,
  castOnlineListQuerySchema,
  castP2pRequestSchema,
  castReconnectRequestSchema,
  castRoomRequestSchema,
  castStateListQuerySchema,
  castUserRequestSchema,
} from '../schemas/cast.ts';
import { textSchema } from '../schemas/text.ts';
import {
  castBulkMovePayloadSchema,
  castMovePayloadSchema,
  castReconnectPayloadSchema,
  mainWindowPayloadSchema,
  onlineAvatarPayloadSchema,
  onlineMicrophonePayloadSchema,
} from '../socket/cast.ts';
import { stagePeerInfoSchema } from '../socket/castMedia.ts';
import { defineCall } from './call.ts';
import { liveEntryCodes } from './liveEntry.ts';

/** A cast call answers the payload of the frame its move logged (the cast reducer's CastPayload). */
const castPayload = z.union([
  castMovePayloadSchema,
  castBulkMovePayloadSchema,
  castReconnectPayloadSchema,
  onlineAvatarPayloadSchema,
  onlineMicrophonePayloadSchema,
  mainWindowPayloadSchema,
]);
/** The refusals of the cast reducer: a move its rules do not allow from where the person is. */
const moveCodes = [
  ...liveEntryCodes,
  'CastBlocked',
  'CastWrongList',
  'CastAlreadyInInterview',
  'CastMainWindowFull',
  'CastQueueFull',
  // A retried move that already took effect (spec 001 §8; the cast decider's `done` steps).
  'AlreadyApplied',
] as const;
const endedInterviews = z.object({ eventId: textSchema, userIds: z.array(textSchema) });

/** A participant's own move (no one else's): the body names the room only. */
function ownMove(path: string, summary: string) {
  return defineCall({
    method: 'POST',
    path,
    auth: 'any',
    body: castRoomRequestSchema,
    answer: castPayload,
    codes: moveCodes,
    summary,
  });
}

/** A moderator's move of one person. */
function moderatorMove(path: string, summary: string) {
  return defineCall({
    method: 'POST',
    path,
    auth: 'any',
    body: castUserRequestSchema,
    answer: castPayload,
    codes: moveCodes,
    summary,
  });
}

/** spec 001 §7 "Cast" (but the media calls): /api/cast/v1/… and /api/cast/v2/… (docs/decisions/cast.md). */
export const castCalls = {
  onlineUserList: defineCall({
    method: 'GET',
    path: '/api/cast/v1/onlineUserList',
    auth: 'any',
    query: castOnlineListQuerySchema,
    answer: pageSchema(stagePeerInfoSchema),
    codes: liveEntryCodes,
    summary: 'The people on the stage now, in the order they went on it.',
  }),
  stateList: defineCall({
    method: 'GET',
    path: '/api/cast/v1/stateList',
    auth: 'any',
    query: castStateListQuerySchema,
    answer: pageSchema(castListEntrySchema),
    codes: liveEntryCodes,
    summary: "A moderator's lists of the stage: who waits, who is invited, interviewed, online or blocked.",
  }),
  state: defineCall({
    method: 'GET',
    path: '/api/cast/v1/state',
    auth: 'any',
    query: castRoomRequestSchema,
    answer: ownCastStateSchema,
    codes: liveEntryCodes,
    summary: "The caller's own place on the stage (spec 001 §3, participant side).",
  }),
  apply: defineCall({
    method: 'POST',
    path: '/api/cast/v1/apply',
    auth: 'any',
    body: castRoomRequestSchema,
    answer: castPayload,
    codes: [...moveCodes, 'AlreadyApplied', 'CastJoinStageClosed'],
    summary: 'The caller asks to join the stage (the waiting line).',
  }),
  // spec 001 §7: v2 apply and microphone take their fields "as params" (the query string of a POST).
  applyV2: defineCall({
    method: 'POST',
    path: '/api/cast/v2/apply',
    auth: 'any',
    query: castRoomRequestSchema,
    answer: castPayload,
    codes: [...moveCodes, 'AlreadyApplied', 'CastJoinStageClosed'],
    summary: 'apply, its fields in the query string.',
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/api/cast/v1/cancel',
    auth: 'any',
    body: castUserRequestSchema,
    answer: castPayload,
    codes: moveCodes,
    summary: "The caller withdraws their application, or a moderator withdraws anyone's.",
  }),
  block: defineCall({
    method: 'POST',
    path: '/api/cast/v1/block',
    auth: 'any',
    body: castUserRequestSchema,
    answer: castPayload,
    codes: moveCodes,
    summary: 'A moderator blocks a person from the stage.',
  }),
  exit: ownMove('/api/cast/v1/exit', 'The caller leaves the stage.'),
  interviewReject: ownMove('/api/cast/v1/interview/reject', 'The caller declines an interview invitation.'),
  interviewTimeout: ownMove(
    '/api/cast/v1/interview/timeout',
    'An interview invitation to the caller lapsed.',
  ),
  onlineAccept: ownMove('/api/cast/v1/online/accept', 'The caller accepts going online on the stage.'),
  onlineAcceptV2: ownMove('/api/cast/v2/online/accept', 'onlineAccept, confirmed after the device check.'),
  onlineReject: ownMove('/api/cast/v1/online/reject', 'The caller declines going online.'),
  onlineTimeout: ownMove('/api/cast/v1/online/timeout', 'An invitation to go online lapsed.'),
  onlineConfirmClose: ownMove('/api/cast/v1/online/confirmClose', 'The caller confirms leaving the stage.'),
  approve: moderatorMove('/api/cast/v1/approve', 'A moderator lets a waiting person onto the ready list.'),
  unblock: moderatorMove('/api/cast/v1/unblock', 'A moderator lifts a stage block.'),
  onlineCancel: moderatorMove(
    '/api/cast/v1/online/cancel',
    'A moderator withdraws an invitation to go online.',
  ),
  interviewInvite: defineCall({
    method: 'POST',
    path: '/api/cast/v1/interview/invite',
    auth: 'any',
    body: castUserRequestSchema,
    answer: castPayload,
    codes: [...moveCodes, 'CastMultiConnected'],
    summary: 'A moderator invites a person to an interview.',
  }),
  onlineInvite: defineCall({
    method: 'POST',
    path: '/api/cast/v1/online/invite',
    auth: 'any',
    body: castUserRequestSchema,
    answer: castPayload,
    codes: [...moveCodes, 'CastMultiConnected'],
    summary: 'A moderator invites a person to go online on the stage.',
  }),
  interviewAccept: ownMove('/api/cast/v1/interview/accept', 'The caller accepts an interview invitation.'),
  interviewCancel: defineCall({
    method: 'POST',
    path: '/api/cast/v1/interview/cancel',
    auth: 'any',
    body: castInterviewEndRequestSchema,
    answer: endedInterviews,
    codes: moveCodes,
    summary: 'A moderator ends interviews before they start.',
  }),
  interviewClose: defineCall({
    method: 'POST',
    path: '/api/cast/v1/interview/close',
    auth: 'any',
    body: castInterviewEndRequestSchema,
    answer: endedInterviews,
    codes: moveCodes,
    summary: 'The interviewee or a moderator ends an interview.',
  }),
  removeList: defineCall({
    method: 'POST',
    path: '/api/cast/v1/removeList',
    auth: 'any',
    body: castRoomRequestSchema,
    answer: castPayload,
    codes: moveCodes,
    summary: 'A moderator clears the waiting line.',
  }),
  onlineKickAll: defineCall({
    method: 'POST',
    path: '/api/cast/v1/online/kickAll',
    auth: 'any',
    body: castRoomRequestSchema,
    answer: castPayload,
    codes: moveCodes,
    summary: 'A moderator sends everyone online back to the ready list.',
  }),
  onlineClose: defineCall({
    method: 'POST',
    path: '/api/cast/v2/online/close',
    auth: 'any',
    body: castUserRequestSchema,
    answer: castPayload,
    codes: moveCodes,
    summary: 'A person online leaves the stage, or a moderator takes them off it.',
  }),
  onlineConfirm: defineCall({
    method: 'POST',
    path: '/api/cast/v2/online/confirm',
    auth: 'any',
    body: castConfirmRequestSchema,
    answer: castPayload,
    codes: moveCodes,
    summary: 'The caller goes online after their devices connected, or gives up.',
  }),
  reconnect: defineCall({
    method: 'POST',
    path: '/api/cast/v1/reconnect',
    auth: 'any',
    body: castReconnectRequestSchema,
    answer: castPayload,
    codes: moveCodes,
    summary: "The caller's media connection came back.",
  }),
  avatar: defineCall({
    method: 'POST',
    path: '/api/cast/v1/avatar',
    auth: 'any',
    body: castAvatarRequestSchema,
    answer: castPayload,
    codes: moveCodes,
    summary: 'The caller on stage shows or hides their avatar (camera off).',
  }),
  microphone: defineCall({
    method: 'POST',
    path: '/api/cast/v1/microphone',
    auth: 'any',
    query: castMicrophoneRequestSchema,
    answer: castPayload,
    codes: moveCodes,
    summary: 'The caller on stage mutes or unmutes their microphone; fields in the query string.',
  }),
  mainWindow: defineCall({
    method: 'POST',
    path: '/api/cast/v1/mainWindow',
    auth: 'any',
    body: castMainWindowRequestSchema,
    answer: castPayload,
    codes: moveCodes,
    summary: 'A moderator puts a person online on the main window, or takes them off it.',
  }),
  p2pSdpIce: defineCall({
    method: 'POST',
    path: '/api/cast/v1/p2pSdpIce',
    auth: 'any',
    body: castP2pRequestSchema,
    answer: z.object({ targetUserId: textSchema }),
    codes: liveEntryCodes,
    summary: 'Relays a peer-to-peer offer, answer or candidate to another person of the stage.',
  }),
} as const;
