import { z } from 'zod';
import {
  meetChatMessageSchema,
  meetKeySchema,
  meetMatchSchema,
  meetSharedMessageSchema,
} from '../schemas/meet.ts';
import { serverCommand } from './command.ts';
import { frameUserIdSchema, iceCandidateSchema, sessionDescriptionSchema } from './fields.ts';
import { textSchema } from '../schemas/text.ts';

/**
 * cya_meet commands: the random meeting's pushes, on the person's user channel (the friend socket).
 * The spec names the calls (spec 001 §7 "Meet") but not the pushes (docs/decisions/meet.md).
 */
export const MeetCommand = {
  /** A stranger was found: who, the meeting's key, and whether this side offers. */
  MatchFound: 'matchFound',
  /** The stranger pressed next, left, or reported: the meeting is over. */
  StrangerLeft: 'strangerLeft',
  /** The stranger's offer or answer. */
  Sdp: 'sdp',
  /** One of the stranger's ICE candidates. */
  Ice: 'ice',
  /** A chat message of the meeting (both sides receive it; the writer's other sockets too). */
  Chat: 'chat',
  /** A shared YouTube or media message of the meeting. */
  SharedMessage: 'sharedMessage',
  /** The stranger pressed "show": their video may be shown unblurred once both did. */
  ShowVideo: 'showVideo',
} as const;

/** Why a meeting ended for the one who did not end it. */
export const strangerLeftReasonSchema = z.enum(['next', 'left']);

export const matchFoundPayloadSchema = meetMatchSchema;
export const strangerLeftPayloadSchema = z.object({
  key: meetKeySchema,
  strangerId: frameUserIdSchema,
  reason: strangerLeftReasonSchema,
  /** The server queued this side again (it had signalled in the meeting); otherwise the page rejoins. */
  requeued: z.boolean(),
});
export type StrangerLeftPayload = z.infer<typeof strangerLeftPayloadSchema>;
export const meetSdpPayloadSchema = z.object({
  key: meetKeySchema,
  fromId: frameUserIdSchema,
  info: sessionDescriptionSchema,
  fromJoin: z.boolean(),
});
export const meetIcePayloadSchema = z.object({
  key: meetKeySchema,
  fromId: frameUserIdSchema,
  info: iceCandidateSchema,
  iceType: textSchema.max(32),
});
export const meetShowVideoPayloadSchema = z.object({ key: meetKeySchema, strangerId: frameUserIdSchema });

export const meetCommands = {
  [MeetCommand.MatchFound]: serverCommand('addressed', matchFoundPayloadSchema),
  [MeetCommand.StrangerLeft]: serverCommand('addressed', strangerLeftPayloadSchema),
  [MeetCommand.Sdp]: serverCommand('addressed', meetSdpPayloadSchema),
  [MeetCommand.Ice]: serverCommand('addressed', meetIcePayloadSchema),
  [MeetCommand.Chat]: serverCommand('addressed', meetChatMessageSchema),
  [MeetCommand.SharedMessage]: serverCommand('addressed', meetSharedMessageSchema),
  [MeetCommand.ShowVideo]: serverCommand('addressed', meetShowVideoPayloadSchema),
} as const;
