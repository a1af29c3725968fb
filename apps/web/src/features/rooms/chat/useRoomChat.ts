import {
  AppKey,
  ChatCommand,
  chatOf,
  ConnectionCommand,
  initialRoomChatState,
  type RoomChatHistoryAnswer,
  type RoomChatMessage,
  type RoomChatState,
  type ServerFrame,
} from '@limelight/protocol';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FramesWhileLoading, useLiveFrame, useRoomLiveState } from '../../../lib/live/index.ts';
import { roomKeys } from '../roomQueries.ts';
import { olderPageParam, withRoomChatChange, type ChatHistory } from '../../../lib/live/chatHistory.ts';
import { fetchPendingMessages, fetchRoomChatHistory } from './roomChatApi.ts';

/** The room frames that change the messages shown: posted (or approved), removed, cleared. */
type RoomChatFrame =
  | ServerFrame<typeof AppKey.Chat, typeof ChatCommand.SendMessage>
  | ServerFrame<typeof AppKey.Chat, typeof ChatCommand.RemoveMessage>
  | ServerFrame<typeof AppKey.Chat, typeof ChatCommand.RemoveAllMessages>;

/** The latest page after one frame that arrived while it loaded. */
function pageWithChatFrame(page: RoomChatHistoryAnswer, frame: RoomChatFrame): RoomChatHistoryAnswer {
  const [changed] = withRoomChatChange({ pages: [page], pageParams: [undefined] }, frame)?.pages ?? [];
  return { ...page, ...changed };
}

/**
 * The room chat's messages: the latest page first, older pages on demand (5 a page, spec 001 §9), kept
 * current by the room's frames (posted, removed, cleared), each applied once in seq order by the session.
 * The latest page answers the seq it is valid at: frames that arrive while it loads follow it, not lost.
 */
export function useRoomChatHistory(roomId: string) {
  const queryClient = useQueryClient();
  const key = roomKeys.chatHistory(roomId);
  const [arrivedWhileLoading] = useState(() => new FramesWhileLoading<RoomChatFrame>());
  const history = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }): Promise<RoomChatHistoryAnswer> =>
      pageParam === undefined
        ? arrivedWhileLoading.load(
            () => fetchRoomChatHistory(roomId),
            (page) => page.seq,
            pageWithChatFrame,
          )
        : fetchRoomChatHistory(roomId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: olderPageParam,
    staleTime: Infinity,
  });
  const onFrame = (frame: RoomChatFrame) => {
    arrivedWhileLoading.offer(frame);
    queryClient.setQueryData<ChatHistory>(key, (data) => withRoomChatChange(data, frame));
  };
  useLiveFrame(AppKey.Chat, ChatCommand.SendMessage, onFrame);
  useLiveFrame(AppKey.Chat, ChatCommand.RemoveMessage, onFrame);
  useLiveFrame(AppKey.Chat, ChatCommand.RemoveAllMessages, onFrame);
  return history;
}

/** Slow mode and the people blocked from writing: the chat slice of the room's live state. */
export function useRoomChatState(roomId: string): RoomChatState {
  return useRoomLiveState(roomId, ({ state }) => chatOf(state)) ?? initialRoomChatState;
}

/** The moderators' frames that change the waiting list: a message waits, or waits no more. */
type PendingFrame =
  | ServerFrame<typeof AppKey.Chat, typeof ChatCommand.NewMessageApprove>
  | ServerFrame<typeof AppKey.Chat, typeof ChatCommand.ApprovedMessageRemove>;

/** The waiting list after one frame; idempotent, as a frame may also be in a list loaded meanwhile. */
function withPendingFrame(list: RoomChatMessage[], frame: PendingFrame): RoomChatMessage[] {
  if (frame.command === ChatCommand.ApprovedMessageRemove)
    return list.filter((message) => message.id !== frame.payload.id);
  return list.some((message) => message.id === frame.payload.id) ? list : [...list, frame.payload];
}

/**
 * The messages waiting for a moderator's approval (strict moderation), oldest first: read once, then kept
 * by the moderators' frames, those that arrive while it loads included. Those frames are not the room's
 * (no seq, nothing replays them), so every (re)connection reads the list again.
 */
export function usePendingApprovals(roomId: string, isModerator: boolean): RoomChatMessage[] {
  const queryClient = useQueryClient();
  const key = roomKeys.chatPending(roomId);
  const [arrivedWhileLoading] = useState(() => new FramesWhileLoading<PendingFrame>());
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => arrivedWhileLoading.load(() => fetchPendingMessages(roomId), null, withPendingFrame),
    enabled: isModerator,
    staleTime: Infinity,
  });
  const onFrame = (frame: PendingFrame) => {
    arrivedWhileLoading.offer(frame);
    queryClient.setQueryData<RoomChatMessage[]>(key, (list) => list && withPendingFrame(list, frame));
  };
  useLiveFrame(AppKey.Chat, ChatCommand.NewMessageApprove, onFrame);
  useLiveFrame(AppKey.Chat, ChatCommand.ApprovedMessageRemove, onFrame);
  useLiveFrame(AppKey.Connection, ConnectionCommand.RoomSeq, () => {
    if (isModerator) void queryClient.invalidateQueries({ queryKey: key });
  });
  return isModerator ? (data ?? []) : [];
}
