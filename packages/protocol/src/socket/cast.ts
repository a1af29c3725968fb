import { z } from 'zod';
import { Stage } from '../limits.ts';
import { textSchema } from '../schemas/text.ts';
import { serverCommand } from './command.ts';
import { frameEventIdSchema, frameUserIdSchema } from './fields.ts';

/**
 * cya_cast stage commands (spec 001 §4 "Cast commands" and cast channel events), the joined-people
 * count and the multi-connection notice. The HTTP calls of spec 001 §7 /cast/… act; these tell.
 */
export const CastCommand = {
  Block: 'block',
  Unblock: 'unblock',
  Apply: 'apply',
  Exit: 'exit',
  Cancel: 'cancel',
  Approve: 'approve',
  OnlineClose: 'onlineClose',
  OnlineInvite: 'onlineInvite',
  OnlineCancel: 'onlineCancel',
  OnlineAccept: 'onlineAccept',
  OnlineReject: 'onlineReject',
  OnlineTimeout: 'onlineTimeout',
  InterviewInvite: 'interviewInvite',
  RemoveList: 'removeList',
  InterviewTimeout: 'interviewTimeout',
  InterviewCancel: 'interviewCancel',
  InterviewReject: 'interviewReject',
  InterviewAccept: 'interviewAccept',
  InterviewAcceptGt: 'interviewAcceptGt',
  InterviewClose: 'interviewClose',
  OnlineKickAll: 'onlineKickAll',
  OnlineConfirmClose: 'onlineConfirmClose',
  OnlineCloseGt: 'onlineCloseGt',
  GoOnline: 'goOnline',
  Reconnect: 'reconnect',
  OnlineAcceptGt: 'onlineAcceptGt',
  OnlineAvatar: 'onlineAvatar',
  OnlineMicrophone: 'onlineMicrophone',
  ListDelUser: 'listDelUser',
  /** How many people are in the room (coalesced: at most one a second per room, issue 10). */
  EventJoiningPeople: 'eventJoiningPeople',
  /** A moderator holds two connections to one event (spec 001 §4, errorCode.room.multiConnMod). */
  MultiConn: 'multiConn',
  /** Who is on the main window now: a moderator pushed or removed someone (spec 001 §4, at most 4). */
  MainWindow: 'mainWindow',
} as const;

/** spec 001 §3 cast lists: the part-2 set and the other views. */
export const CastLists = [
  'none',
  'waiting',
  'ready',
  'online',
  'special',
  'interviewing',
  'blocking',
  'invitedOnlineList',
  'terminated',
  'onlineInviting',
  'blocked',
] as const;
export type CastList = (typeof CastLists)[number];
export const castListSchema = z.enum(CastLists);

/** spec 001 §3 stage stream profile. */
export const stageProfileSchema = z.object({
  userId: frameUserIdSchema,
  userName: textSchema.max(200),
  avatar: textSchema.max(2048).nullable(),
});
export type StageProfile = z.infer<typeof stageProfileSchema>;

/**
 * One participant's move on the stage: who, the list they are in now (spec 001 §4 table), who made the
 * move, and the interview invitation (interviewee, interviewer) when there is one.
 */
export const castMovePayloadSchema = z.object({
  eventId: frameEventIdSchema,
  userId: frameUserIdSchema,
  list: castListSchema,
  /** The list the person left (absent when the move kept them in theirs: an accepted interview). */
  from: castListSchema.optional(),
  byUserId: frameUserIdSchema.optional(),
  profile: stageProfileSchema.optional(),
  interview: z.object({ interviewee: frameUserIdSchema, interviewer: frameUserIdSchema }).optional(),
});
export type CastMovePayload = z.infer<typeof castMovePayloadSchema>;

/** A move of many at once (the waiting list cleared, the online list kicked back to ready). */
export const castBulkMovePayloadSchema = z.object({
  eventId: frameEventIdSchema,
  userIds: z.array(frameUserIdSchema).max(Stage.castMaxPeople),
  list: castListSchema,
  byUserId: frameUserIdSchema.optional(),
});
export type CastBulkMovePayload = z.infer<typeof castBulkMovePayloadSchema>;

/** cya_cast reconnect: a participant's media connection came back (POST /cast/v1/reconnect). */
export const castReconnectPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  userId: frameUserIdSchema,
  connectionType: z.enum(['pub', 'sub']),
});
/** cya_cast onlineAvatar: a person on stage shows or hides their avatar (camera off). */
export const onlineAvatarPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  userId: frameUserIdSchema,
  isShowed: z.boolean(),
});
/**
 * cya_cast onlineMicrophone: a person on stage muted or unmuted their microphone, or a moderator did
 * (POST /casta/v1/modmute), who is then named in `byUserId` (the room state keeps the two apart).
 */
export const onlineMicrophonePayloadSchema = z.object({
  eventId: frameEventIdSchema,
  userId: frameUserIdSchema,
  isMuted: z.boolean(),
  byUserId: frameUserIdSchema.optional(),
});
/** cya_cast listDelUser, to the moderators: a person leaves one of their lists. */
export const listDelUserPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  userId: frameUserIdSchema,
  list: castListSchema,
});
/** cya_cast eventJoiningPeople: the room's latest people count. */
export const eventJoiningPeoplePayloadSchema = z.object({
  eventId: frameEventIdSchema,
  count: z.number().int().nonnegative(),
});
export type EventJoiningPeoplePayload = z.infer<typeof eventJoiningPeoplePayloadSchema>;
/** cya_cast mainWindow: the people on the main window now, in push order (at most Stage.mainWindowMax). */
export const mainWindowPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  userIds: z.array(frameUserIdSchema).max(Stage.mainWindowMax),
  byUserId: frameUserIdSchema.optional(),
});
export type MainWindowPayload = z.infer<typeof mainWindowPayloadSchema>;
/** cya_cast multiConn: the moderator who is connected twice. */
export const multiConnPayloadSchema = z.object({ eventId: frameEventIdSchema, userId: frameUserIdSchema });

const castMove = serverCommand('room', castMovePayloadSchema);

export const castCommands = {
  [CastCommand.Block]: castMove,
  [CastCommand.Unblock]: castMove,
  [CastCommand.Apply]: castMove,
  [CastCommand.Exit]: castMove,
  [CastCommand.Cancel]: castMove,
  [CastCommand.Approve]: castMove,
  [CastCommand.OnlineClose]: castMove,
  [CastCommand.OnlineInvite]: castMove,
  [CastCommand.OnlineCancel]: castMove,
  [CastCommand.OnlineAccept]: castMove,
  [CastCommand.OnlineReject]: castMove,
  [CastCommand.OnlineTimeout]: castMove,
  [CastCommand.InterviewInvite]: castMove,
  [CastCommand.RemoveList]: serverCommand('room', castBulkMovePayloadSchema),
  [CastCommand.InterviewTimeout]: castMove,
  [CastCommand.InterviewCancel]: castMove,
  [CastCommand.InterviewReject]: castMove,
  [CastCommand.InterviewAccept]: castMove,
  [CastCommand.InterviewAcceptGt]: castMove,
  [CastCommand.InterviewClose]: castMove,
  [CastCommand.OnlineKickAll]: serverCommand('room', castBulkMovePayloadSchema),
  [CastCommand.OnlineConfirmClose]: castMove,
  [CastCommand.OnlineCloseGt]: castMove,
  [CastCommand.GoOnline]: castMove,
  [CastCommand.Reconnect]: serverCommand('room', castReconnectPayloadSchema),
  [CastCommand.OnlineAcceptGt]: castMove,
  [CastCommand.OnlineAvatar]: serverCommand('room', onlineAvatarPayloadSchema),
  [CastCommand.OnlineMicrophone]: serverCommand('room', onlineMicrophonePayloadSchema),
  [CastCommand.ListDelUser]: serverCommand('addressed', listDelUserPayloadSchema),
  [CastCommand.EventJoiningPeople]: serverCommand('roomLive', eventJoiningPeoplePayloadSchema),
  [CastCommand.MultiConn]: serverCommand('addressed', multiConnPayloadSchema),
  [CastCommand.MainWindow]: serverCommand('room', mainWindowPayloadSchema),
} as const;
