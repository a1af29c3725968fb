import { z } from 'zod';
import { textSchema } from '../schemas/text.ts';
import { Ice, ScreenShare } from '../limits.ts';
import { serverCommand } from './command.ts';
import {
  frameEventIdSchema,
  frameUserIdSchema,
  iceCandidateSchema,
  sessionDescriptionSchema,
  socketIdSchema,
  trackIdsSchema,
} from './fields.ts';

/**
 * cya_cast media commands (spec 001 §4 cast channel events): peer-to-peer and media-server signalling,
 * new streams, and screen share (whose command names the spec does not show).
 */
export const CastMediaCommand = {
  P2pOffer: 'p2pOffer',
  P2pAnswer: 'p2pAnswer',
  P2pIce: 'p2pIce',
  P2pIceGroup: 'p2pIceGroup',
  OnPubSdp: 'onPubSDP',
  OnPubCan: 'onPubCan',
  OnNewStreamV2: 'onNewStreamV2',
  OnSubSdp: 'onSubSDP',
  OnSubCan: 'onSubCan',
  OnNewCloudflareStream: 'onNewCloudflareStream',
  /** To everyone: a stage stream ended (the close notice of spec 001 §4; the spec gives no name). */
  OnStreamClosed: 'onStreamClosed',
  /** To the moderators: someone asks to share their screen. */
  ScreenShareRequest: 'screenShareRequest',
  /** To the person who asked: a moderator accepted or rejected the share. */
  ScreenShareAnswer: 'screenShareAnswer',
  /** To everyone: the room's screen share started, changed or stopped (null). */
  ScreenShareUpdate: 'screenShareUpdate',
} as const;

/**
 * spec 001 §7 p2pSdpIce `prefix`: which peer set a signal belongs to — the stage's (the spec's default) or
 * an interview's (added: the interview dialog's video, docs/decisions/stage-web.md). The server relays any.
 */
export const P2pPrefix = { Stage: 'stage', Interview: 'interview' } as const;
export type P2pPrefix = (typeof P2pPrefix)[keyof typeof P2pPrefix];

const prefixSchema = textSchema.max(32).optional();

/** cya_cast p2pOffer, p2pAnswer: a peer's session description, from `userId`. */
export const p2pDescriptionPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  userId: frameUserIdSchema,
  sdp: sessionDescriptionSchema,
  prefix: prefixSchema,
});
/** cya_cast p2pIce: one ICE candidate from `userId`. */
export const p2pIcePayloadSchema = z.object({
  eventId: frameEventIdSchema,
  userId: frameUserIdSchema,
  candidate: iceCandidateSchema,
  prefix: prefixSchema,
});
/** cya_cast p2pIceGroup: the candidates gathered so far, at most 15 (spec 001 §4). */
export const p2pIceGroupPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  userId: frameUserIdSchema,
  candidates: z.array(iceCandidateSchema).max(Ice.maxCandidatesSent),
  prefix: prefixSchema,
});
/** cya_cast onPubSDP, onSubSDP: the media server's session description for a published stream. */
export const mediaDescriptionPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  pubId: socketIdSchema,
  sdp: sessionDescriptionSchema,
});
/** cya_cast onPubCan, onSubCan: the media server's ICE candidate for a published stream. */
export const mediaCandidatePayloadSchema = z.object({
  eventId: frameEventIdSchema,
  pubId: socketIdSchema,
  candidate: iceCandidateSchema,
});

/** spec 001 §3 stage peer info. */
export const stagePeerInfoSchema = z.object({
  userId: frameUserIdSchema,
  username: textSchema.max(200),
  avatar: textSchema.max(2048).nullable(),
  microphoneMuted: z.boolean(),
  microphoneMutedMobile: z.boolean(),
  muted: z.boolean(),
  order: z.number().int().nonnegative(),
  prefix: textSchema.max(32),
  /** Milliseconds since the epoch when the peer went on stage. */
  timestamp: z.number().int().nonnegative(),
});
export type StagePeerInfo = z.infer<typeof stagePeerInfoSchema>;

/** cya_cast onNewStreamV2: a stream to subscribe to; provider 1 is the legacy path, 2 the session path. */
export const newStreamPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  pubId: socketIdSchema,
  provider: z.union([z.literal(1), z.literal(2)]),
  peer: stagePeerInfoSchema,
});
/** cya_cast onStreamClosed: the stream `pubId` of `userId` ended; its peers are removed. */
export const streamClosedPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  pubId: socketIdSchema,
  userId: frameUserIdSchema,
});

/** cya_cast onNewCloudflareStream: a session-path stream (spec 001 §7 notifyNewStream). */
export const newSessionStreamPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  userId: frameUserIdSchema,
  sessionId: socketIdSchema,
  trackIds: trackIdsSchema,
  codec: textSchema.max(32).optional(),
});

/** spec 001 §3 screen share: share id, owner id, publisher id, token, session id, track ids, peers. */
export const screenShareSchema = z.object({
  shareId: socketIdSchema,
  ownerId: frameUserIdSchema,
  publisherId: frameUserIdSchema,
  token: textSchema.max(4096).optional(),
  sessionId: socketIdSchema.optional(),
  trackIds: trackIdsSchema,
  /** spec 001 §5: up to 50 viewers. */
  peers: z.array(frameUserIdSchema).max(ScreenShare.maxViewers),
});
export type ScreenShareState = z.infer<typeof screenShareSchema>;

/** cya_cast screenShareRequest: the share asked for. */
export const screenShareRequestPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  share: screenShareSchema,
});
/** cya_cast screenShareAnswer: whether the moderators let the share go ahead. */
export const screenShareAnswerPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  shareId: socketIdSchema,
  isAccepted: z.boolean(),
});
/** cya_cast screenShareUpdate: the room's share now, or null when none. */
export const screenShareUpdatePayloadSchema = z.object({
  eventId: frameEventIdSchema,
  share: screenShareSchema.nullable(),
});

const p2pDescription = serverCommand('addressed', p2pDescriptionPayloadSchema);

export const castMediaCommands = {
  [CastMediaCommand.P2pOffer]: p2pDescription,
  [CastMediaCommand.P2pAnswer]: p2pDescription,
  [CastMediaCommand.P2pIce]: serverCommand('addressed', p2pIcePayloadSchema),
  [CastMediaCommand.P2pIceGroup]: serverCommand('addressed', p2pIceGroupPayloadSchema),
  [CastMediaCommand.OnPubSdp]: serverCommand('addressed', mediaDescriptionPayloadSchema),
  [CastMediaCommand.OnPubCan]: serverCommand('addressed', mediaCandidatePayloadSchema),
  [CastMediaCommand.OnNewStreamV2]: serverCommand('room', newStreamPayloadSchema),
  [CastMediaCommand.OnSubSdp]: serverCommand('addressed', mediaDescriptionPayloadSchema),
  [CastMediaCommand.OnSubCan]: serverCommand('addressed', mediaCandidatePayloadSchema),
  [CastMediaCommand.OnNewCloudflareStream]: serverCommand('room', newSessionStreamPayloadSchema),
  [CastMediaCommand.OnStreamClosed]: serverCommand('room', streamClosedPayloadSchema),
  [CastMediaCommand.ScreenShareRequest]: serverCommand('addressed', screenShareRequestPayloadSchema),
  [CastMediaCommand.ScreenShareAnswer]: serverCommand('addressed', screenShareAnswerPayloadSchema),
  [CastMediaCommand.ScreenShareUpdate]: serverCommand('room', screenShareUpdatePayloadSchema),
} as const;
