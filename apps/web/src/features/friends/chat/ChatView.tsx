import { ResponseCode, maxFriendChatChars, type FriendChatMessage } from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, Send, Settings } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesOf } from '../../../lib/live/chatHistory.ts';
import { answerMessage } from '../../../lib/i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { CallButton } from '../../calls/index.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { EmojiPickerButton, useEmojiInsertion } from '../../../ui/emoji/index.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { useKeepClearOfToasts } from '../../../ui/toastClearance.ts';
import { sendChatMessage } from '../friendsApi.ts';
import type { OpenChat } from '../friendsPanelStore.ts';
import { GroupSettingsDialog } from './GroupSettingsDialog.tsx';
import { useFriendChat } from './useFriendChat.ts';

/** The messages, oldest first; the top coming into view loads older ones (infinite scroll up). */
function MessageLog({ chatId }: { chatId: string }) {
  const { t, i18n } = useTranslation();
  const { history } = useFriendChat(chatId);
  const topRef = useRef<HTMLLIElement>(null);
  const bottomRef = useRef<HTMLDivElement>(null);
  const messages = messagesOf<FriendChatMessage>(history.data);
  const lastId = messages.at(-1)?.id;
  // In braces: Chromium's scrollIntoView answers a promise, which must not become the effect's cleanup.
  useEffect(() => {
    bottomRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  useEffect(() => {
    const top = topRef.current;
    if (!top || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(top);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (history.isLoading) return <LoadingState label={t('app.loading')} />;
  return (
    <div role="log" aria-label={t('friends.messages')} className="min-h-0 flex-1 overflow-y-auto">
      <ul className="flex flex-col gap-2 p-2">
        <li ref={topRef} className="self-center">
          {hasNextPage && (
            <Button
              size="sm"
              variant="ghost"
              isLoading={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {t('friends.olderMessages')}
            </Button>
          )}
        </li>
        {messages.length === 0 && (
          <li className="text-center text-sm text-fg-muted">{t('friends.sayHello')}</li>
        )}
        {messages.map((message) => (
          <li key={message.id} className="text-sm">
            <span className="font-medium">{message.sender.displayName}</span>{' '}
            <time className="text-xs text-fg-muted" dateTime={message.createdAt}>
              {new Date(message.createdAt).toLocaleTimeString(i18n.language)}
            </time>
            <p className="break-words whitespace-pre-wrap">{message.content}</p>
          </li>
        ))}
      </ul>
      <div ref={bottomRef} />
    </div>
  );
}

/** Where the member writes; the server's code is shown with its message (26003, 28000 …). */
function SendBox({ chat }: { chat: OpenChat }) {
  const { t } = useTranslation();
  const { receive } = useFriendChat(chat.chatId);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  useKeepClearOfToasts(formRef);
  const fieldRef = useRef<HTMLInputElement>(null);
  const insertEmoji = useEmojiInsertion(fieldRef, setContent);
  const send = useMutation({
    mutationFn: () => sendChatMessage(chat.chatId, chat.friendId, content.trim()),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        setError(answerMessage(answer, t));
        return;
      }
      setError(undefined);
      setContent('');
      receive(answer.data);
    },
    onError: () => setError(t('messages.genericError')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (content.trim() !== '') send.mutate();
  };
  return (
    <form ref={formRef} className="flex flex-col gap-1 border-t border-border p-2" onSubmit={submit}>
      <FormAlert message={error} />
      <div className="flex items-end gap-2">
        <TextField
          ref={fieldRef}
          label={t('friends.messageLabel')}
          className="flex-1"
          maxLength={maxFriendChatChars}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
        <EmojiPickerButton onPick={insertEmoji} />
        <Button type="submit" aria-label={t('friends.send')} isLoading={send.isPending}>
          <Send className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}

/** One chat in the panel: back to the tabs, its messages, the send box, and a group's settings. */
export function ChatView({ chat, onBack }: { chat: OpenChat; onBack: () => void }) {
  const { t } = useTranslation();
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  return (
    <section aria-label={t('friends.chatWith', { name: chat.title })} className="flex h-[70dvh] flex-col">
      <header className="flex items-center gap-2 border-b border-border pb-2">
        <Button variant="ghost" size="sm" aria-label={t('friends.back')} onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
        </Button>
        <h3 className="min-w-0 flex-1 truncate font-semibold">{chat.title}</h3>
        <CallButton chatId={chat.chatId} />
        {chat.friendId === null && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('friends.chatSettings')}
            onClick={() => setIsSettingsOpen(true)}
          >
            <Settings className="size-4" aria-hidden="true" />
          </Button>
        )}
      </header>
      <MessageLog chatId={chat.chatId} />
      <SendBox chat={chat} />
      {chat.friendId === null && (
        <GroupSettingsDialog
          chat={chat}
          open={isSettingsOpen}
          onOpenChange={setIsSettingsOpen}
          onGone={onBack}
        />
      )}
    </section>
  );
}
