import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { PageSize } from '../limits.ts';
import { sessionDescriptionSchema, socketIdSchema, trackIdsSchema } from '../socket/fields.ts';
import { stagePeerInfoSchema } from '../socket/castMedia.ts';
import { eventRefSchema } from './events.ts';
import { userIdSchema } from './ids.ts';
import { textSchema } from './text.ts';

// Stage media over HTTP (spec 001 §4 "Stage publishing and subscribing", §7 Cast and "Live-stage server
// interface"; docs/decisions/media.md). `eventId` names the event or room of the live page.

/** A cast token names the event, the person and what it lets them do: publish or subscribe. */
export const castTokenTypes = ['pub', 'sub'] as const;
export type CastTokenType = (typeof castTokenTypes)[number];

/** GET /api/cast/v1/subToken {eventId, tokenType (default sub)}. */
export const castSubTokenQuerySchema = z.object({
  eventId: eventRefSchema,
  tokenType: z.enum(castTokenTypes).default('sub'),
});
/** GET /api/cast/v2/subToken and /api/casta/v3/subToken {eventId}: a subscribe token. */
export const castRoomQuerySchema = z.object({ eventId: eventRefSchema });

/** spec 001 §4: a cast token answer is valid only with type "L", code 200 and an lToken. */
export const castTokenAnswerSchema = z.object({
  type: z.literal('L'),
  code: z.literal(200),
  lToken: textSchema,
});
export type CastTokenAnswer = z.infer<typeof castTokenAnswerSchema>;

/** What a stage stream is: a camera (with its microphone) or a shared screen. */
export const streamKinds = ['camera', 'screen'] as const;
export type StreamKind = (typeof streamKinds)[number];

/** A stream someone may subscribe to now. */
export const stageStreamEntrySchema = z.object({
  pubId: socketIdSchema,
  kind: z.enum(streamKinds),
  peer: stagePeerInfoSchema,
});
export type StageStreamEntry = z.infer<typeof stageStreamEntrySchema>;

/** GET /api/casta/v3/subToken: the token, with the streams it may subscribe to (after 5 s without a peer). */
export const castTokenV3AnswerSchema = castTokenAnswerSchema.extend({
  streams: z.array(stageStreamEntrySchema),
});
export type CastTokenV3Answer = z.infer<typeof castTokenV3AnswerSchema>;

/**
 * The SDP of a description the media server reads: a session (`v=0` first) with at least one media section
 * (an `m=` line, RFC 8866). Anything else is refused as input (4000) before it reaches the media server.
 */
const mediaSdpSchema = sessionDescriptionSchema.shape.sdp.refine(
  (sdp) => /^v=0\r?\n/.test(sdp) && /\nm=/.test(sdp),
  'not a session description with a media section',
);
const offerSchema = sessionDescriptionSchema.extend({ type: z.literal('offer'), sdp: mediaSdpSchema });
const answerSchema = sessionDescriptionSchema.extend({ type: z.literal('answer'), sdp: mediaSdpSchema });

/**
 * POST /api/cast/v1/pub/register {eventId, token, tracks, sdp, kind}: a pub token, the kinds of track sent
 * (`tracks`, the browser's track ids by kind), the browser's offer with every candidate (no trickle).
 */
export const pubRegisterRequestSchema = z.object({
  eventId: eventRefSchema,
  token: textSchema.min(1).max(2048),
  tracks: trackIdsSchema.refine((tracks) => tracks.audio !== undefined || tracks.video !== undefined, {
    message: 'tracks: an audio or a video track is required',
  }),
  sdp: offerSchema,
  kind: z.enum(streamKinds).default('camera'),
});
export type PubRegisterRequest = z.output<typeof pubRegisterRequestSchema>;

/**
 * The SFU's answer; `shareStatus` for a screen: `accepted` (it goes out) or `pending` (a moderator
 * decides, cya_cast screenShareAnswer).
 */
export const pubRegisterAnswerSchema = z.object({
  pubId: socketIdSchema,
  sdp: z.object({ type: z.literal('answer'), sdp: textSchema }),
  shareStatus: z.enum(['pending', 'accepted']).optional(),
});
export type PubRegisterAnswer = z.infer<typeof pubRegisterAnswerSchema>;

/** POST /api/cast/v1/sub/register {eventId, token, pubId}: a sub token and the stream wanted. */
export const subRegisterRequestSchema = z.object({
  eventId: eventRefSchema,
  token: textSchema.min(1).max(2048),
  pubId: socketIdSchema,
});
export type SubRegisterRequest = z.output<typeof subRegisterRequestSchema>;

/**
 * The SFU's offer for the stream, answered with POST /api/cast/v1/addSubSDP. `p2p` is false: every stage
 * stream goes through the media server (spec 001 §4: "if the reply says peer-to-peer …").
 */
export const subRegisterAnswerSchema = z.object({
  subId: socketIdSchema,
  pubId: socketIdSchema,
  p2p: z.literal(false),
  sdp: z.object({ type: z.literal('offer'), sdp: textSchema }),
});
export type SubRegisterAnswer = z.infer<typeof subRegisterAnswerSchema>;

/** POST /api/cast/v1/addSubSDP {eventId, subId, sdp}: the browser's answer to the SFU's offer. */
export const addSubSdpRequestSchema = z.object({
  eventId: eventRefSchema,
  subId: socketIdSchema,
  sdp: answerSchema,
});

/** POST /api/cast/v1/pub/close {eventId, pubId}: the publisher ends their stream. */
export const pubCloseRequestSchema = z.object({ eventId: eventRefSchema, pubId: socketIdSchema });

/** POST /api/casta/v1/resub {eventId, userId}: subscribe again to a person's stream (a new offer). */
export const resubRequestSchema = z.object({ eventId: eventRefSchema, userId: userIdSchema });

/** GET /api/casta/v1/streamStatus {eventId, userId}. */
export const streamStatusQuerySchema = resubRequestSchema;

/** A person's streams as the media server sees them. */
export const streamStatusAnswerSchema = z.object({
  userId: userIdSchema,
  streams: z.array(
    z.object({
      pubId: socketIdSchema,
      kind: z.enum(streamKinds),
      state: z.enum(['connecting', 'connected', 'closed']),
      isAudioModMuted: z.boolean(),
      packetsReceived: z.object({ audio: z.number(), video: z.number() }),
      subscribers: z.number(),
    }),
  ),
});
export type StreamStatusAnswer = z.infer<typeof streamStatusAnswerSchema>;

/** POST /api/casta/v1/modmute {eventId, castUserId, modMuteAudio}: a moderator silences a speaker. */
export const modMuteRequestSchema = z.object({
  eventId: eventRefSchema,
  castUserId: userIdSchema,
  modMuteAudio: z.boolean(),
});
export type ModMuteRequest = z.output<typeof modMuteRequestSchema>;

/** POST /api/casta/v1/deviceTest {eventId?, sdp}: the device test page's offer (echo session). */
export const deviceTestRequestSchema = z.object({ eventId: eventRefSchema.optional(), sdp: offerSchema });

/** The echo session's answer: what the browser sends comes back, until it expires. */
export const deviceTestAnswerSchema = z.object({
  sessionId: textSchema,
  sdp: z.object({ type: z.literal('answer'), sdp: textSchema }),
  expiresInSeconds: z.number(),
});
export type DeviceTestAnswer = z.infer<typeof deviceTestAnswerSchema>;

/** POST /api/turn/v1/getIceServers {eventId?}. */
export const iceServersRequestSchema = z.object({ eventId: eventRefSchema.optional() });

/** An RTCIceServer; TURN entries carry coturn's time-limited credentials. */
export const iceServerSchema = z.object({
  urls: z.array(textSchema),
  username: textSchema.optional(),
  credential: textSchema.optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** POST /api/turn/v1/getIceServers answers `data.iceServers`. */
export const iceServersAnswerSchema = z.object({ iceServers: z.array(iceServerSchema) });
export type IceServersAnswer = z.infer<typeof iceServersAnswerSchema>;

/** GET /api/sync/v2/screen/myList and /publishList {eventId, page, pageSize}. */
export const screenListQuerySchema = pageQuerySchema(PageSize.screenShares).extend({
  eventId: eventRefSchema,
});
export type ScreenListQuery = z.output<typeof screenListQuerySchema>;

/** A screen share request and where it stands. */
export const screenShareEntrySchema = z.object({
  shareId: socketIdSchema,
  ownerId: userIdSchema,
  status: z.enum(['pending', 'accepted', 'rejected', 'closed']),
  createdAt: textSchema,
});
export type ScreenShareEntry = z.infer<typeof screenShareEntrySchema>;

/** POST /api/sync/v2/screen/accept {eventId, screenShareID}. */
export const screenAcceptRequestSchema = z.object({ eventId: eventRefSchema, screenShareID: socketIdSchema });
/** POST /api/sync/v2/screen/reject {eventId, shareID}. */
export const screenRejectRequestSchema = z.object({ eventId: eventRefSchema, shareID: socketIdSchema });
