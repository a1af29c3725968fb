import type { MeetChatMessage } from '@limelight/protocol';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { EmojiPickerButton, useEmojiInsertion } from '../../ui/emoji/index.ts';
import { TextField } from '../../ui/TextField.tsx';
import { sendMeetChat } from './meetApi.ts';

interface MeetChatProps {
  strangerId: string;
  myId: string;
  messages: readonly MeetChatMessage[];
  isOpen: boolean;
  onSent(message: MeetChatMessage): void;
}

/** The meeting's chat: locked until both accepted a friend request (docs/decisions/meet.md). */
export function MeetChat({ strangerId, myId, messages, isOpen, onSent }: MeetChatProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fieldRef = useRef<HTMLInputElement>(null);
  const insertEmoji = useEmojiInsertion(fieldRef, setDraft);

  async function send(event: FormEvent) {
    event.preventDefault();
    const content = draft.trim();
    if (!content) return;
    const answer = await sendMeetChat(strangerId, content);
    if (answer.code !== 200) {
      setError(answerMessage(answer, t));
      return;
    }
    setError(undefined);
    setDraft('');
    onSent(answer.data);
  }

  return (
    <section
      aria-label={t('meet.chatLabel')}
      className="flex flex-col gap-2 rounded-lg border border-border p-3"
    >
      <div role="log" aria-label={t('meet.chatLabel')} className="max-h-60 overflow-y-auto text-sm">
        <ol className="flex flex-col gap-1">
          {messages.map((message) => (
            <li key={message.id} className={message.strangerId === myId ? 'text-right' : undefined}>
              <span className="font-medium">
                {message.strangerId === myId ? t('meet.you') : t('meet.stranger')}:{' '}
              </span>
              {message.content}
            </li>
          ))}
        </ol>
      </div>
      {isOpen ? (
        <form className="flex items-end gap-2" onSubmit={(event) => void send(event)}>
          <TextField
            ref={fieldRef}
            label={t('meet.message')}
            value={draft}
            maxLength={1000}
            error={error}
            onChange={(event) => setDraft(event.target.value)}
            className="flex-1"
          />
          <EmojiPickerButton onPick={insertEmoji} />
          <Button type="submit">{t('meet.send')}</Button>
        </form>
      ) : (
        <p className="text-sm text-fg-muted">{t('meet.chatLocked')}</p>
      )}
    </section>
  );
}
