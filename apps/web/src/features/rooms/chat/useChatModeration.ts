import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastRefusal } from '../toastRefusal.ts';
import {
  approveRoomChatMessage,
  blockRoomChatUser,
  removeAllRoomChatMessages,
  removeRoomChatMessage,
  setRoomChatQuestion,
  setRoomChatSlowMode,
} from './roomChatApi.ts';
import type { RoomChatQuestionRequest } from '@limelight/protocol';

/**
 * The chat's moderation calls (spec 001 §6: remove, block and unblock, approve, mark as question; clear all,
 * slow mode). Their
 * effects reach every page, this one included, through the room's frames; a refusal is shown as a toast.
 */
export function useChatModeration(roomId: string) {
  const { t } = useTranslation();
  const onError = (error: Error) => toastRefusal(error, t);
  return {
    remove: useMutation({ mutationFn: (id: string) => removeRoomChatMessage(roomId, id), onError }),
    approve: useMutation({ mutationFn: (id: string) => approveRoomChatMessage(roomId, id), onError }),
    block: useMutation({
      mutationFn: ({ userId, isBlock }: { userId: string; isBlock: boolean }) =>
        blockRoomChatUser({ eventId: roomId, operatedUserId: userId, isBlock }),
      onError,
    }),
    question: useMutation({
      mutationFn: (request: Omit<RoomChatQuestionRequest, 'eventId'>) =>
        setRoomChatQuestion({ ...request, eventId: roomId }),
      onError,
    }),
    clearAll: useMutation({ mutationFn: () => removeAllRoomChatMessages(roomId), onError }),
    slowMode: useMutation({ mutationFn: (seconds: number) => setRoomChatSlowMode(roomId, seconds), onError }),
  };
}

/** The moderation calls of one room. */
export type ChatModeration = ReturnType<typeof useChatModeration>;
