import { AppKey, ChatCommand, ConnectionCommand, type RoomChatMessage } from '@limelight/protocol';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveFrame, useLiveQueryUpdate } from '../../../lib/live/index.ts';
import { roomLiveSnapshotOf, type RoomChatLiveState } from '../live/roomLiveState.ts';
import { roomKeys } from '../roomQueries.ts';
import { fetchRoomState } from '../roomsApi.ts';
import {
  clearedHistory,
  olderPageParam,
  withoutMessage,
  withPostedMessage,
  type ChatHistory,
} from '../../../lib/live/chatHistory.ts';
import { fetchPendingMessages, fetchRoomChatHistory } from './roomChatApi.ts';

/**
 * The room chat's messages: the latest page first, older pages on demand (5 a page, spec 001 §9), kept
 * current by the room's frames (posted, removed, cleared), each applied once in seq order by the session.
 */
export function useRoomChatHistory(roomId: string) {
  const key = roomKeys.chatHistory(roomId);
  const history = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchRoomChatHistory(roomId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: olderPageParam,
    staleTime: Infinity,
  });
  useLiveQueryUpdate(AppKey.Chat, ChatCommand.SendMessage, key, (data: ChatHistory | undefined, frame) =>
    withPostedMessage(data, frame.payload),
  );
  useLiveQueryUpdate(AppKey.Chat, ChatCommand.RemoveMessage, key, (data: ChatHistory | undefined, frame) =>
    withoutMessage(data, frame.payload.id),
  );
  useLiveQueryUpdate(AppKey.Chat, ChatCommand.RemoveAllMessages, key, clearedHistory);
  return history;
}

const chatWithoutSlowMode: RoomChatLiveState = { slowModeSeconds: 0, blocked: [] };

/** Slow mode and the people blocked from writing, as the room's state has them and its frames change them. */
export function useRoomChatState(roomId: string): RoomChatLiveState {
  const key = roomKeys.chatState(roomId);
  const { data } = useQuery({
    queryKey: key,
    queryFn: async () => roomLiveSnapshotOf((await fetchRoomState(roomId)).state).chat,
    staleTime: Infinity,
  });
  useLiveQueryUpdate(
    AppKey.Chat,
    ChatCommand.SlowMode,
    key,
    (chat: RoomChatLiveState | undefined, frame) =>
      chat && { ...chat, slowModeSeconds: frame.payload.seconds },
  );
  useLiveQueryUpdate(
    AppKey.Chat,
    ChatCommand.BlockUser,
    key,
    (chat: RoomChatLiveState | undefined, frame) =>
      chat && {
        ...chat,
        blocked: [
          ...chat.blocked.filter((id) => id !== frame.payload.operatedUserId),
          frame.payload.operatedUserId,
        ],
      },
  );
  useLiveQueryUpdate(
    AppKey.Chat,
    ChatCommand.UnblockUser,
    key,
    (chat: RoomChatLiveState | undefined, frame) =>
      chat && { ...chat, blocked: chat.blocked.filter((id) => id !== frame.payload.operatedUserId) },
  );
  return data ?? chatWithoutSlowMode;
}

/**
 * The messages waiting for a moderator's approval (strict moderation), oldest first: read once, then kept
 * by the moderators' frames. Those frames are not the room's (no seq, nothing replays them), so every
 * (re)connection reads the list again.
 */
export function usePendingApprovals(roomId: string, isModerator: boolean): RoomChatMessage[] {
  const queryClient = useQueryClient();
  const key = roomKeys.chatPending(roomId);
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => fetchPendingMessages(roomId),
    enabled: isModerator,
    staleTime: Infinity,
  });
  useLiveQueryUpdate(
    AppKey.Chat,
    ChatCommand.NewMessageApprove,
    key,
    (list: RoomChatMessage[] | undefined, frame) =>
      list && !list.some((message) => message.id === frame.payload.id) ? [...list, frame.payload] : list,
  );
  useLiveQueryUpdate(
    AppKey.Chat,
    ChatCommand.ApprovedMessageRemove,
    key,
    (list: RoomChatMessage[] | undefined, frame) =>
      list?.filter((message) => message.id !== frame.payload.id),
  );
  useLiveFrame(AppKey.Connection, ConnectionCommand.RoomSeq, () => {
    if (isModerator) void queryClient.invalidateQueries({ queryKey: key });
  });
  return isModerator ? (data ?? []) : [];
}
