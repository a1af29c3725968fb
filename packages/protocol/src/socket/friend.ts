import { z } from 'zod';
import { textSchema } from '../schemas/text.ts';
import { serverCommand, twoWayCommand } from './command.ts';
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
} as const;

/** A friend or group chat message (spec 000 §3: id, content, type default text, createdAt, sender). */
export const friendChatPayloadSchema = z.object({
  chatId: chatIdSchema,
  id: socketIdSchema,
  content: textSchema.max(4000),
  type: textSchema.min(1).max(32),
  createdAt: isoTimeSchema,
  sender: personSchema,
});
export type FriendChatPayload = z.infer<typeof friendChatPayloadSchema>;

/** updateFriendList, updateChatList, updateFriendListAndChatList: reload hints, naming a chat or none. */
export const listRefreshPayloadSchema = z.object({ chatId: chatIdSchema.optional() }).optional();

/** cya_friend friendVideoChat: who calls, in which chat. */
export const friendVideoChatPayloadSchema = z.object({ chatId: chatIdSchema, from: personSchema });

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

/** cya_friend declineVidChat, endVidChat: who declined or left which call. */
export const callPartyPayloadSchema = z.object({ chatId: chatIdSchema, userId: frameUserIdSchema });

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
  [FriendCommand.DeclineVidChat]: serverCommand('addressed', callPartyPayloadSchema),
  [FriendCommand.EndVidChat]: serverCommand('addressed', callPartyPayloadSchema),
} as const;
