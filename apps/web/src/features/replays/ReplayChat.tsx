import { chatOf, type RoomLiveState } from '@limelight/protocol';
import { MessageSquareOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesOf, type ChatHistory } from '../../lib/live/chatHistory.ts';
import { ChatMessageList } from '../rooms/index.ts';

// A replay's chat has every message up to the play head: nothing older to load.
const noOlderMessages = {
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: () => Promise.resolve(),
};
const noActions = () => [];

/**
 * The chat as it was at the play head, read-only (spec 001 §4 "Chat is disabled during replays"): the live
 * chat's message list, its questions marked, no composer and no moderation.
 */
export function ReplayChat({ chat, state }: { chat: ChatHistory; state: RoomLiveState }) {
  const { t } = useTranslation();
  const headingId = useId();
  const questionIds = new Set(chatOf(state).questions.map((question) => question.message.id));
  return (
    <aside
      aria-labelledby={headingId}
      className="flex h-[28rem] min-h-0 flex-col border-t border-border bg-surface-raised lg:sticky lg:top-0 lg:h-[calc(100dvh-8rem)] lg:w-96 lg:shrink-0 lg:border-t-0 lg:border-l"
    >
      <h2 id={headingId} className="px-3 pt-3 font-semibold">
        {t('roomChat.title')}
      </h2>
      <ChatMessageList
        messages={messagesOf(chat)}
        pendingMine={[]}
        older={noOlderMessages}
        menuOf={noActions}
        badgeOf={(message) =>
          questionIds.has(message.id) && (
            <span className="rounded-full bg-accent-soft px-1.5 font-medium text-fg">
              {t('roomChat.question')}
            </span>
          )
        }
      />
      <p className="flex items-center gap-2 border-t border-border px-3 py-3 text-sm text-fg-muted">
        <MessageSquareOff className="size-4 shrink-0" aria-hidden="true" />
        {t('replays.chatDisabled')}
      </p>
    </aside>
  );
}
