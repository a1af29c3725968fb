import { z } from 'zod';
import { callDeclineReasonSchema, callMemberStateSchema } from '../live/friendCall.ts';
import { textSchema } from '../schemas/text.ts';
import { clientCommand, serverCommand, twoWayCommand } from './command.ts';
import {
  chatIdSchema,
  frameUserIdSchema,
  iceCandidateSchema,
  isoTimeSchema,
  personSchema,
  sessionDescriptionSchema,
  socketIdSchema,
} from './fields.ts';

/** cya_friend commands: the friend socket (spec 000 §7 "Friend socket commands"). */
export const FriendCommand = {
  FriendChat: 'friendChat',
  GroupChat: 'groupChat',
  UpdateFriendList: 'updateFriendList',
  UpdateChatList: 'updateChatList',
  UpdateFriendListAndChatList: 'updateFriendListAndChatList',
  /** An incoming friend video call (a notification in state 'init', declined after 60 s). */
  FriendVideoChat: 'friendVideoChat',
  /** Call signalling, addressed to the frame's `target`: an offer or answer, or an ICE candidate. */
  P2pSetupInfo: 'p2pSetupInfo',
  DeclineVidChat: 'declineVidChat',
  EndVidChat: 'endVidChat',
  /**
   * Client → server after a (re)connect: the last inbox `seq` it saw; the server sends the chat messages
   * after it again (docs/decisions/friends.md "Nothing lost while reconnecting").
   */
  ChatResume: 'chatResume',
  /** Server → client: too many were missed to replay; reload the chat list and open histories. */
  ChatResync: 'chatResync',
} as const;

/** A friend or group chat message (spec 000 §3: id, content, type default text, createdAt, sender). */
export const friendChatMessageFieldsSchema = z.object({
  chatId: chatIdSchema,
  id: socketIdSchema,
  content: textSchema.max(4000),
  type: textSchema.min(1).max(32),
  createdAt: isoTimeSchema,
  sender: personSchema,
});

/** A person's inbox position: every chat message they receive takes the next one, gap-free. */
export const inboxSeqSchema = z.number().int().nonnegative();

/**
 * friendChat, groupChat: the message with the receiver's inbox `seq` (per person, gap-free), which a
 * reconnecting client resumes from (`chatResume`).
 */
export const friendChatPayloadSchema = friendChatMessageFieldsSchema.extend({ seq: inboxSeqSchema.min(1) });
export type FriendChatPayload = z.infer<typeof friendChatPayloadSchema>;

/** cya_friend chatResume: the last inbox seq the client saw (0: none). */
export const chatResumePayloadSchema = z.object({ lastSeq: inboxSeqSchema });
/** cya_friend chatResync: the person's inbox seq now; pushes continue after it. */
export const chatResyncPayloadSchema = z.object({ seq: inboxSeqSchema });

/** updateFriendList, updateChatList, updateFriendListAndChatList: reload hints, naming a chat or none. */
export const listRefreshPayloadSchema = z.object({ chatId: chatIdSchema.optional() }).optional();

/** A call's id (docs/decisions/friend-calls.md). */
export const callIdSchema = socketIdSchema;

/**
 * cya_friend friendVideoChat, the incoming-call notification: who calls in which chat, everyone called,
 * and the addressee's `state` in the call — 'init' while it rings (spec 000 §4); any other state closes
 * the notification (answered, declined or missed on another of their sockets).
 */
export const friendVideoChatPayloadSchema = z.object({
  chatId: chatIdSchema,
  callId: callIdSchema,
  notificationId: socketIdSchema,
  state: callMemberStateSchema,
  from: personSchema,
  members: z.array(personSchema).max(200),
});
export type FriendVideoChatPayload = z.infer<typeof friendVideoChatPayloadSchema>;

/**
 * spec 001 §3 friend-call payloads: an offer or answer description, or an ICE candidate, for the
 * publishing or subscribing peer (`peerType`), with the codec.
 */
const callSignalFields = {
  chatId: chatIdSchema,
  peerType: z.enum(['pub', 'sub']),
  description: sessionDescriptionSchema.optional(),
  candidate: iceCandidateSchema.optional(),
  codec: textSchema.max(32).optional(),
  /** An offer from a member who just joined (spec 000 §7 sendSdp `fromJoin`). */
  fromJoin: z.boolean().optional(),
};
const carriesOneSignal = (signal: { description?: unknown; candidate?: unknown }) =>
  (signal.description === undefined) !== (signal.candidate === undefined);
const oneSignal = { message: 'Send a description or a candidate', path: ['description'] };

/** cya_friend p2pSetupInfo from a client, addressed with the frame's `target`. */
export const p2pSetupInfoRequestSchema = z.object(callSignalFields).refine(carriesOneSignal, oneSignal);
/** cya_friend p2pSetupInfo to the addressee: the same, with who sent it. */
export const p2pSetupInfoPayloadSchema = z
  .object({ ...callSignalFields, fromId: frameUserIdSchema })
  .refine(carriesOneSignal, oneSignal);

export type P2pSetupInfoPayload = z.infer<typeof p2pSetupInfoPayloadSchema>;

/** cya_friend declineVidChat: who is out of the call without having joined it, and why. */
export const declineVidChatPayloadSchema = z.object({
  chatId: chatIdSchema,
  callId: callIdSchema,
  userId: frameUserIdSchema,
  reason: callDeclineReasonSchema,
});
export type DeclineVidChatPayload = z.infer<typeof declineVidChatPayloadSchema>;

/** cya_friend endVidChat: who left the call, and whether the call is over with it. */
export const endVidChatPayloadSchema = z.object({
  chatId: chatIdSchema,
  callId: callIdSchema,
  userId: frameUserIdSchema,
  isCallOver: z.boolean(),
});
export type EndVidChatPayload = z.infer<typeof endVidChatPayloadSchema>;

const listRefresh = serverCommand('addressed', listRefreshPayloadSchema);

export const friendCommands = {
  [FriendCommand.FriendChat]: serverCommand('addressed', friendChatPayloadSchema),
  [FriendCommand.GroupChat]: serverCommand('addressed', friendChatPayloadSchema),
  [FriendCommand.UpdateFriendList]: listRefresh,
  [FriendCommand.UpdateChatList]: listRefresh,
  [FriendCommand.UpdateFriendListAndChatList]: listRefresh,
  [FriendCommand.FriendVideoChat]: serverCommand('addressed', friendVideoChatPayloadSchema),
  [FriendCommand.P2pSetupInfo]: twoWayCommand('addressed', {
    toServer: p2pSetupInfoRequestSchema,
    toClient: p2pSetupInfoPayloadSchema,
  }),
  [FriendCommand.DeclineVidChat]: serverCommand('addressed', declineVidChatPayloadSchema),
  [FriendCommand.EndVidChat]: serverCommand('addressed', endVidChatPayloadSchema),
  [FriendCommand.ChatResume]: clientCommand(chatResumePayloadSchema),
  [FriendCommand.ChatResync]: serverCommand('connection', chatResyncPayloadSchema),
} as const;
