import { z } from 'zod';
import { Meet, ReportCategory } from '../limits.ts';
import { Messages } from '../messages.ts';
import {
  iceCandidateSchema,
  isoTimeSchema,
  personSchema,
  sessionDescriptionSchema,
} from '../socket/fields.ts';
import { urlSchema } from '../validation/url.ts';
import { userIdSchema } from './ids.ts';
import { storableJsonSchema, textSchema } from './text.ts';

// Random one-to-one meetings (spec 001 §3, §4 "Random one-to-one meeting", §7 "Meet";
// docs/decisions/meet.md). Every call is a member's: guests cannot queue.

/** The languages people meet in; each has its own queue per age group. */
export const meetLanguageSchema = z.enum(Meet.languages);
export type MeetLanguage = z.infer<typeof meetLanguageSchema>;

/** An opaque id of one meeting: pushes carry it so that a page drops frames of a meeting already over. */
export const meetKeySchema = textSchema.min(1).max(64);

/** POST /api/meet/v1/joinQueue (payload not shown in the spec): the language to meet in, English by default. */
export const joinQueueRequestSchema = z.object({ language: meetLanguageSchema.default('en') });
export type JoinQueueRequest = z.input<typeof joinQueueRequestSchema>;

/** The stranger a meeting pairs the caller with (spec 001 §3 meet state: stranger, key, isSendOffer). */
export const meetMatchSchema = z.object({
  key: meetKeySchema,
  strangerId: userIdSchema,
  stranger: personSchema,
  /** The caller makes the WebRTC offer (the one who joined later offers to the one waiting). */
  isSendOffer: z.boolean(),
  language: meetLanguageSchema,
});
export type MeetMatch = z.infer<typeof meetMatchSchema>;

/** joinQueue, nextCall, reconnect: the meeting found at once, or null while searching. */
export const meetQueueAnswerSchema = z.object({ match: meetMatchSchema.nullable() });
export type MeetQueueAnswer = z.infer<typeof meetQueueAnswerSchema>;

/** POST /api/meet/v1/reconnect {strangerId}, /nextCall {strangerId}, /showVideo {strangerId}. */
export const strangerRequestSchema = z.object({ strangerId: userIdSchema });
export type StrangerRequest = z.infer<typeof strangerRequestSchema>;

/** POST /api/meet/v1/sendSdp {toId, info, fromJoin}: an offer or answer for the stranger. */
export const meetSdpRequestSchema = z.object({
  toId: userIdSchema,
  info: sessionDescriptionSchema,
  fromJoin: z.boolean().default(false),
});
export type MeetSdpRequest = z.input<typeof meetSdpRequestSchema>;

/** POST /api/meet/v1/sendIce {toId, info, iceType}: an ICE candidate for the stranger. */
export const meetIceRequestSchema = z.object({
  toId: userIdSchema,
  info: iceCandidateSchema,
  iceType: textSchema.max(32).default('candidate'),
});
export type MeetIceRequest = z.input<typeof meetIceRequestSchema>;

/** spec 001 §3 chat message (meet): strangerId, content, type (default text). */
export const meetChatRequestSchema = z.object({
  strangerId: userIdSchema,
  content: textSchema.trim().min(1).max(Meet.chatMaxChars),
  type: textSchema.min(1).max(32).default('text'),
});
export type MeetChatRequest = z.input<typeof meetChatRequestSchema>;

/** A chat message of a meeting as both sides see it; `strangerId` is its writer. */
export const meetChatMessageSchema = z.object({
  id: textSchema.min(1).max(64),
  key: meetKeySchema,
  strangerId: userIdSchema,
  content: textSchema.max(Meet.chatMaxChars),
  type: textSchema.max(32),
  createdAt: isoTimeSchema,
});
export type MeetChatMessage = z.infer<typeof meetChatMessageSchema>;

const sharedFields = {
  /** What is shared: a YouTube video or another media link. */
  type: z.enum(['youtube', 'media']),
  /** The shared item's own id (a YouTube video id, a media file name). */
  key: textSchema.min(1).max(256),
  urls: z.array(urlSchema).max(5),
  /** Playback position in seconds. */
  time: z.number().nonnegative().max(1e7),
  isPlaying: z.boolean(),
  duration: z.number().nonnegative().max(1e7),
  extras: z.record(textSchema.max(64), storableJsonSchema).default({}),
};

/** spec 001 §3 shared message (meet): strangerId, type, key, urls, time, isPlaying, duration, extras. */
export const meetSharedMessageRequestSchema = z.object({ strangerId: userIdSchema, ...sharedFields });
export type MeetSharedMessageRequest = z.input<typeof meetSharedMessageRequestSchema>;

/** A shared message as both sides see it: `strangerId` is who shared it, `meetKey` the meeting. */
export const meetSharedMessageSchema = z.object({
  strangerId: userIdSchema,
  meetKey: meetKeySchema,
  createdAt: isoTimeSchema,
  ...sharedFields,
});
export type MeetSharedMessage = z.infer<typeof meetSharedMessageSchema>;

/** POST /api/meet/v1/getFeed {type}: the current meeting's chat (and whether it is open) or shared media. */
export const meetFeedRequestSchema = z.object({ type: z.enum(['chat', 'shared']).default('chat') });
export type MeetFeedRequest = z.input<typeof meetFeedRequestSchema>;

export const meetFeedAnswerSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('chat'),
    key: meetKeySchema.nullable(),
    /** Chat between strangers opens once both accepted a friend request. */
    isChatOpen: z.boolean(),
    list: z.array(meetChatMessageSchema),
  }),
  z.object({
    type: z.literal('shared'),
    key: meetKeySchema.nullable(),
    list: z.array(meetSharedMessageSchema),
  }),
]);
export type MeetFeedAnswer = z.infer<typeof meetFeedAnswerSchema>;

/** POST /api/meet/v1/showVideo {strangerId}: the caller lets the stranger see them unblurred. */
export const meetShowAnswerSchema = z.object({ isShownByMe: z.boolean(), isShownByStranger: z.boolean() });
export type MeetShowAnswer = z.infer<typeof meetShowAnswerSchema>;

/** POST /api/meet/v1/report {strangerId, reason, comment}: report and block; they never meet again. */
export const meetReportRequestSchema = z.object({
  strangerId: userIdSchema,
  reason: z.number().int().min(ReportCategory.min, Messages.missingReportReason).max(ReportCategory.max),
  comment: textSchema.trim().min(1, Messages.missingReportComment).max(500),
});
export type MeetReportRequest = z.input<typeof meetReportRequestSchema>;
