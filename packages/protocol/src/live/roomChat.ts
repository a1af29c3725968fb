import type { AppKey } from '../socket/frame.ts';
import { ChatCommand, type RoomChatMessage, type SlowModePayload } from '../socket/chat.ts';
import type { ServerPayload } from '../socket/contract.ts';
import type { RoomReducer } from './roomReducer.ts';
import type { RoomLiveState } from './roomState.ts';
import type { RoomChatState } from './roomSliceStates.ts';

export type { RoomChatState } from './roomSliceStates.ts';

/** Whether a room's people may write, and whether their messages wait for a moderator (room or event options). */
export interface RoomChatPolicy {
  sendChat: boolean;
  chatModApprove: boolean;
}

export const initialRoomChatState: RoomChatState = { blocked: [], slowModeSeconds: 0, lastPostAt: {} };

type ChatFrame<C extends string> = { appKey: typeof AppKey.Chat; command: C };

/** A message everyone in the room sees: posted, or approved by a moderator under strict moderation. */
export type RoomChatPost = ChatFrame<typeof ChatCommand.SendMessage> & {
  message: RoomChatMessage;
  /** When it was posted (epoch ms), for slow mode. */
  at: number;
  /** Moderators write past slow mode; an approval is not the sender writing again. */
  skipsSlowMode: boolean;
};

/** The commands of the room chat's reducer. */
export type RoomChatCommand =
  | RoomChatPost
  | (ChatFrame<typeof ChatCommand.RemoveMessage> & { eventId: string; id: string })
  | (ChatFrame<typeof ChatCommand.BlockUser | typeof ChatCommand.UnblockUser> & {
      eventId: string;
      operatedUserId: string;
    })
  | (ChatFrame<typeof ChatCommand.RemoveAllMessages> & { eventId: string })
  | (ChatFrame<typeof ChatCommand.SlowMode> & SlowModePayload);

/** The payload of any frame the chat's reducer logs. */
type ChatPayload = {
  [C in RoomChatCommand['command']]: ServerPayload<typeof AppKey.Chat, C>;
}[RoomChatCommand['command']];

const chatOf = (state: RoomLiveState): RoomChatState => ({ ...initialRoomChatState, ...state.chat });

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

/**
 * The room chat's reducer: a post is refused to a blocked sender (12048) and by slow mode (12047); the
 * rest always apply (the service checks roles and that a message exists before the log).
 */
export const roomChatReducer: RoomReducer<RoomLiveState, RoomChatCommand, ChatPayload> = {
  initialState: { settings: {}, chat: initialRoomChatState },
  reduce(state, command) {
    const chat = chatOf(state);
    const next = (changed: Partial<RoomChatState>, payload: ChatPayload) => ({
      state: { ...state, chat: { ...chat, ...changed } },
      payload,
    });
    switch (command.command) {
      case ChatCommand.SendMessage: {
        const senderId = command.message.sender.userId;
        if (command.skipsSlowMode) return next({}, command.message);
        if (chat.blocked.includes(senderId)) return { refusal: 'ChatUserBlocked' };
        if (isSlowedDown(chat, senderId, command.at)) return { refusal: 'SlowMode' };
        return next({ lastPostAt: lastPostsAfter(chat, senderId, command.at) }, command.message);
      }
      case ChatCommand.RemoveMessage:
        return next({}, { eventId: command.eventId, id: command.id });
      case ChatCommand.BlockUser:
      case ChatCommand.UnblockUser: {
        const others = chat.blocked.filter((userId) => userId !== command.operatedUserId);
        const blocked =
          command.command === ChatCommand.BlockUser ? [...others, command.operatedUserId] : others;
        return next({ blocked }, { eventId: command.eventId, operatedUserId: command.operatedUserId });
      }
      case ChatCommand.RemoveAllMessages:
        return next({}, { eventId: command.eventId });
      case ChatCommand.SlowMode:
        return next(
          { slowModeSeconds: command.seconds, lastPostAt: command.seconds === 0 ? {} : chat.lastPostAt },
          { eventId: command.eventId, seconds: command.seconds },
        );
    }
  },
};
