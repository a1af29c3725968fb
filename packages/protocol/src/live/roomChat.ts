import { AppKey } from '../socket/frame.ts';
import {
  ChatCommand,
  maxRoomQuestions,
  type QuestionPayload,
  type RoomChatMessage,
  type RoomQuestion,
  type SlowModePayload,
} from '../socket/chat.ts';
import { roomEntryOf, type RoomDecider, type RoomEntry } from './roomEntry.ts';
import type { RoomLiveState } from './roomState.ts';
import type { RoomChatState } from './roomSliceStates.ts';

export type { RoomChatState } from './roomSliceStates.ts';

/** Whether a room's people may write, and whether their messages wait for a moderator (room or event options). */
export interface RoomChatPolicy {
  sendChat: boolean;
  chatModApprove: boolean;
}

export const initialRoomChatState: RoomChatState = {
  blocked: [],
  slowModeSeconds: 0,
  lastPostAt: {},
  questions: [],
};

type ChatFrame<C extends string> = { appKey: typeof AppKey.Chat; command: C; at?: number };

/** A message everyone in the room sees: posted, or approved by a moderator under strict moderation. */
export type RoomChatPost = ChatFrame<typeof ChatCommand.SendMessage> & {
  message: RoomChatMessage;
  /** Moderators write past slow mode; an approval is not the sender writing again. */
  skipsSlowMode: boolean;
};

/** The commands of the room chat. */
export type RoomChatCommand =
  | RoomChatPost
  | (ChatFrame<typeof ChatCommand.RemoveMessage> & { eventId: string; id: string })
  | (ChatFrame<typeof ChatCommand.BlockUser | typeof ChatCommand.UnblockUser> & {
      eventId: string;
      operatedUserId: string;
    })
  | (ChatFrame<typeof ChatCommand.RemoveAllMessages> & { eventId: string })
  | (ChatFrame<typeof ChatCommand.SlowMode> & SlowModePayload)
  | (ChatFrame<typeof ChatCommand.Question> & QuestionPayload);

/** The entries of the room chat (cya_chat frames of the room's log). */
export type RoomChatEntry = Extract<RoomEntry, { appKey: typeof AppKey.Chat }>;

/** The chat's slice of a room state (its initial value when the room has none yet). */
export const chatOf = (state: RoomLiveState): RoomChatState => ({ ...initialRoomChatState, ...state.chat });

/** Whether slow mode refuses a person writing at `at`. */
export function isSlowedDown(chat: RoomChatState, userId: string, at: number): boolean {
  const last = chat.lastPostAt[userId];
  return chat.slowModeSeconds > 0 && last !== undefined && at - last < chat.slowModeSeconds * 1000;
}

/** The last-post times still inside the slow-mode window at `at`, plus this one. */
function lastPostsAfter(chat: RoomChatState, userId: string, at: number): Record<string, number> {
  if (chat.slowModeSeconds === 0) return {};
  const window = chat.slowModeSeconds * 1000;
  const kept = Object.entries(chat.lastPostAt).filter(([, time]) => at - time < window);
  return { ...Object.fromEntries(kept), [userId]: at };
}

/** The questions kept: at most maxRoomQuestions, dropping the oldest answered one first, then the oldest. */
function cappedQuestions(questions: RoomQuestion[]): RoomQuestion[] {
  if (questions.length <= maxRoomQuestions) return questions;
  const dropIndex = Math.max(
    0,
    questions.findIndex((question) => question.isAnswered && !question.isPinned),
  );
  return cappedQuestions(questions.filter((_, index) => index !== dropIndex));
}

/** The questions after a question entry: marked (or changed) in place, or taken off. */
function questionsAfter(questions: RoomQuestion[], payload: QuestionPayload): RoomQuestion[] {
  const { message, isAnswered, isPinned, isQuestion } = payload;
  const others = questions.filter((question) => question.message.id !== message.id);
  if (!isQuestion) return others;
  const question = { message, isAnswered, isPinned };
  const index = questions.findIndex((known) => known.message.id === message.id);
  if (index === -1) return cappedQuestions([...questions, question]);
  return questions.map((known, at) => (at === index ? question : known));
}

/**
 * The room chat's slice after one of its entries: a post (not an approval: that is not its sender writing
 * again) starts its sender's slow-mode window; blocks, unblocks and slow mode change theirs; removals
 * change only the messages, which live in their table, and the questions among them.
 */
export function evolveChat(chat: RoomChatState, { command, payload, at }: RoomChatEntry): RoomChatState {
  switch (command) {
    case ChatCommand.SendMessage:
      if (payload.oldMessageId) return chat;
      return { ...chat, lastPostAt: lastPostsAfter(chat, payload.sender.userId, at) };
    case ChatCommand.BlockUser:
    case ChatCommand.UnblockUser: {
      const others = chat.blocked.filter((userId) => userId !== payload.operatedUserId);
      const blocked = command === ChatCommand.BlockUser ? [...others, payload.operatedUserId] : others;
      return { ...chat, blocked };
    }
    case ChatCommand.SlowMode:
      return {
        ...chat,
        slowModeSeconds: payload.seconds,
        lastPostAt: payload.seconds === 0 ? {} : chat.lastPostAt,
      };
    case ChatCommand.Question:
      return { ...chat, questions: questionsAfter(chat.questions, payload) };
    // A removed message is no longer a question; the messages themselves live in their table.
    case ChatCommand.RemoveMessage:
      return { ...chat, questions: chat.questions.filter((question) => question.message.id !== payload.id) };
    case ChatCommand.RemoveAllMessages:
      return { ...chat, questions: [] };
  }
}

/**
 * The room chat's checks: a post is refused to a blocked sender (12048) and by slow mode (12047), unless
 * it skips slow mode (a moderator's, an approval); the rest always apply (the service checks roles and
 * that a message exists before the log).
 */
export const roomChatDecider: RoomDecider<RoomChatCommand, RoomChatEntry> = {
  decide(state, command, at) {
    const chat = chatOf(state);
    switch (command.command) {
      case ChatCommand.SendMessage: {
        const senderId = command.message.sender.userId;
        if (!command.skipsSlowMode && chat.blocked.includes(senderId)) return { refusal: 'ChatUserBlocked' };
        if (!command.skipsSlowMode && isSlowedDown(chat, senderId, at)) return { refusal: 'SlowMode' };
        return { entry: roomEntryOf(AppKey.Chat, command.command, command.message, at) };
      }
      case ChatCommand.RemoveMessage:
        return {
          entry: roomEntryOf(AppKey.Chat, command.command, { eventId: command.eventId, id: command.id }, at),
        };
      case ChatCommand.BlockUser:
      case ChatCommand.UnblockUser: {
        const { eventId, operatedUserId } = command;
        return { entry: roomEntryOf(AppKey.Chat, command.command, { eventId, operatedUserId }, at) };
      }
      case ChatCommand.RemoveAllMessages:
        return { entry: roomEntryOf(AppKey.Chat, command.command, { eventId: command.eventId }, at) };
      case ChatCommand.SlowMode: {
        const { eventId, seconds } = command;
        return { entry: roomEntryOf(AppKey.Chat, command.command, { eventId, seconds }, at) };
      }
      case ChatCommand.Question: {
        const { eventId, message, isQuestion, isAnswered, isPinned } = command;
        const payload = { eventId, message, isQuestion, isAnswered, isPinned };
        return { entry: roomEntryOf(AppKey.Chat, command.command, payload, at) };
      }
    }
  },
};
