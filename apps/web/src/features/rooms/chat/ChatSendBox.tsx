import { maxRoomChatChars, ResponseCode, type RoomChatState, type RoomView } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../../../lib/dialogs/index.ts';
import { answerMessage } from '../../../lib/i18n/answerMessage.ts';
import { isMember, useSessionStore } from '../../../lib/session/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { EmojiPickerButton, useEmojiInsertion } from '../../../ui/emoji/index.ts';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { useKeepClearOfToasts } from '../../../ui/toastClearance.ts';
import { roomLiveStateKey } from '../../../lib/live/index.ts';
import { roomKeys } from '../roomQueries.ts';
import { sendRoomChatMessage, type SentRoomChatMessage } from './roomChatApi.ts';
import type { ChatVenue } from './chatVenue.ts';
import { useCountdown } from './useCountdown.ts';

interface ChatSendBoxProps {
  /** Its moderators write while text chat is off and past slow mode (docs/decisions/room-chat.md). */
  venue: ChatVenue;
  chat: RoomChatState;
  /** A message the server took; `pending` while it waits for a moderator. */
  onSent: (message: SentRoomChatMessage) => void;
}

/**
 * Where a member writes to the room: closed with its reason while text chat is off, while blocked and
 * while slow mode makes them wait; guests are asked to log in.
 */
export function ChatSendBox({ venue, chat, onSent }: ChatSendBoxProps) {
  const { id: venueId, isModerator, sendChat } = venue;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSessionStore((state) => state.session);
  const openDialog = useDialogStore((state) => state.openDialog);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  useKeepClearOfToasts(formRef);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const insertEmoji = useEmojiInsertion(fieldRef, setContent);
  const [secondsLeft, startCountdown] = useCountdown();
  const slowModeSeconds = isModerator ? 0 : chat.slowModeSeconds;

  const send = useMutation({
    mutationFn: (text: string) => sendRoomChatMessage(venueId, text),
    onSuccess: (answer) => {
      if (answer.code === ResponseCode.Success && answer.data) {
        setContent('');
        onSent(answer.data);
        startCountdown(slowModeSeconds);
      } else if (answer.code === ResponseCode.SlowMode) {
        setError(t('roomChat.slowModeRefused'));
        startCountdown(slowModeSeconds);
      } else if (answer.code === ResponseCode.ChatUserBlocked) {
        // The page's state missed the block: it is read again (the frames meanwhile follow it).
        void queryClient.invalidateQueries({ queryKey: roomLiveStateKey(venueId) });
      } else if (answer.code === ResponseCode.ChatTurnedOff) {
        // A room's view learns it (an event's chat has no such setting on the page).
        queryClient.setQueryData<RoomView>(
          roomKeys.view(venueId),
          (view) => view && { ...view, sendChat: false },
        );
      } else {
        setError(answerMessage(answer, t));
      }
    },
    onError: () => setError(t('messages.genericError')),
  });

  if (!isMember(session)) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border p-3 text-sm">
        <p>{t('roomChat.logInToChat')}</p>
        <Button size="sm" onClick={() => openDialog('login')}>
          {t('nav.logIn')}
        </Button>
      </div>
    );
  }

  const isBlocked = chat.blocked.includes(session.userId);
  const isChatOff = !sendChat && !isModerator;
  const closedReason = isBlocked
    ? t('messages.blocked')
    : isChatOff
      ? t('roomChat.chatOff')
      : secondsLeft > 0
        ? t('roomChat.slowModeWait', { count: secondsLeft })
        : undefined;
  const hint =
    closedReason ??
    (slowModeSeconds > 0
      ? t('roomChat.slowModeOn', { count: slowModeSeconds })
      : !sendChat
        ? t('roomChat.chatOffForMembers')
        : undefined);
  const isClosed = closedReason !== undefined;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = content.trim();
    if (isClosed || text === '' || send.isPending) return;
    setError(undefined);
    send.mutate(text);
  };
  // Enter sends; Shift+Enter starts a new line.
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form ref={formRef} onSubmit={submit} className="flex flex-col gap-2 border-t border-border p-3">
      <TextAreaField
        ref={fieldRef}
        label={t('roomChat.message')}
        rows={2}
        value={content}
        maxLength={maxRoomChatChars}
        disabled={isClosed}
        hint={hint}
        error={error}
        onChange={(event) => {
          setContent(event.target.value);
          setError(undefined);
        }}
        onKeyDown={sendOnEnter}
      />
      <div className="flex items-center justify-end gap-2">
        <EmojiPickerButton onPick={insertEmoji} disabled={isClosed} />
        <Button
          type="submit"
          size="sm"
          disabled={isClosed || content.trim() === ''}
          isLoading={send.isPending}
        >
          <Send className="size-4" aria-hidden="true" />
          {t('roomChat.send')}
        </Button>
      </div>
    </form>
  );
}
