import type { ChatListItem } from '@limelight/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MessagesSquare, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';
import { CreateGroupDialog } from './CreateGroupDialog.tsx';
import { chatListQuery } from './friendQueries.ts';
import { useFriendsPanelStore } from './friendsPanelStore.ts';

/** A chat's name in the list: the friend's or the group's. */
export const chatTitleOf = (chat: ChatListItem) => chat.groupName ?? chat.displayName ?? chat.chatId;

function ChatRow({ chat }: { chat: ChatListItem }) {
  const { t } = useTranslation();
  const setOpenChat = useFriendsPanelStore((state) => state.setOpenChat);
  const title = chatTitleOf(chat);
  return (
    <li>
      <button
        type="button"
        className={joinClassNames(
          'flex w-full items-center gap-2 rounded-md px-2 py-2 text-left hover:bg-surface-raised',
          focusRingClassName,
        )}
        onClick={() =>
          setOpenChat({ chatId: chat.chatId, title, friendId: chat.groupName ? null : chat.userId })
        }
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{title}</span>
          <span className="block truncate text-sm text-fg-muted">
            {chat.content ?? t('friends.noMessages')}
          </span>
        </span>
        {chat.unreadCount > 0 && (
          <span className="rounded-full bg-accent px-2 text-xs text-accent-fg">
            {t('friends.unread', { count: chat.unreadCount })}
          </span>
        )}
      </button>
    </li>
  );
}

/** Tab Chats: the member's chats, most recent first, 10 a page, with unread counts and the last message. */
export function ChatsTab() {
  const { t } = useTranslation();
  const [isCreating, setIsCreating] = useState(false);
  const pages = useInfiniteQuery(chatListQuery());
  const chats = pages.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div className="flex flex-col gap-2 py-2">
      <Button size="sm" variant="secondary" className="self-end" onClick={() => setIsCreating(true)}>
        <Plus className="size-4" aria-hidden="true" />
        {t('friends.newGroup')}
      </Button>
      {pages.isLoading ? (
        <LoadingState label={t('app.loading')} />
      ) : chats.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          icon={<MessagesSquare className="size-6" />}
          title={t('friends.noChats')}
          description={t('friends.noChatsHint')}
        />
      ) : (
        <ul aria-label={t('friends.chats')}>
          {chats.map((chat) => (
            <ChatRow key={chat.chatId} chat={chat} />
          ))}
        </ul>
      )}
      <LoadMoreButton pages={pages} label={t('friends.loadMore')} />
      <CreateGroupDialog open={isCreating} onOpenChange={setIsCreating} />
    </div>
  );
}
