import { z } from 'zod';
import { eventIdSchema, userIdSchema } from '../schemas/ids.ts';
import { textSchema } from '../schemas/text.ts';

/** An id the server made (message, content, share, stream, notification): opaque, bounded. */
export const socketIdSchema = textSchema.min(1).max(128);

/** The room (event) a frame concerns. */
export const frameEventIdSchema = eventIdSchema;
/** A person (ARCHITECTURE: every person id on the wire is a userId). */
export const frameUserIdSchema = userIdSchema;

/** A friend-panel chat id: 'friend…' one-to-one, 'group…' group chats (spec 000 §3). */
export const chatIdSchema = textSchema.min(1).max(128);

/** Times are ISO-8601 on the wire (ARCHITECTURE). */
export const isoTimeSchema = z.iso.datetime({ offset: true });

/** A person as others see them in pushes: id, display name and avatar. */
export const personSchema = z.object({
  userId: frameUserIdSchema,
  displayName: textSchema.max(200),
  avatar: textSchema.max(2048).nullable(),
});
/** A person in a push. */
export type Person = z.infer<typeof personSchema>;

const sdpMaxChars = 100_000;

/** A WebRTC session description (offer or answer), as RTCSessionDescriptionInit carries it. */
export const sessionDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: textSchema.max(sdpMaxChars),
});

/** A WebRTC ICE candidate, as RTCIceCandidateInit carries it. */
export const iceCandidateSchema = z.object({
  candidate: textSchema.max(2048),
  sdpMid: textSchema.max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().nonnegative().nullable().optional(),
  usernameFragment: textSchema.max(256).nullable().optional(),
});

/** The audio and video track ids of a published stream (notifyNewStream, screen share). */
export const trackIdsSchema = z.object({
  audio: socketIdSchema.optional(),
  video: socketIdSchema.optional(),
});

/** A payload-less frame: no payload, or an empty object. */
export const noPayloadSchema = z.object({}).strict().optional();
