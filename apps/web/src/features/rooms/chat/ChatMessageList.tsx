import type { RoomChatMessage } from '@limelight/protocol';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { MenuAction } from '../../../ui/ActionMenu.tsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { focusRingClassName, joinClassNames } from '../../../ui/classNames.ts';
import { ChatMessageItem } from './ChatMessageItem.tsx';

interface ChatMessageListProps {
  /** Every message loaded, oldest first. */
  messages: readonly RoomChatMessage[];
  /** The reader's own messages waiting for approval, shown last. */
  pendingMine: readonly RoomChatMessage[];
  /** Older messages, on scrolling to the top (or pressing the button). */
  older: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  /** The menu of each message (remove, mark as question, block, block from room, report). */
  menuOf: (message: RoomChatMessage) => readonly MenuAction[];
  /** A mark after a message's time ("Question"). */
  badgeOf?: (message: RoomChatMessage) => ReactNode;
}

// How close to the bottom counts as reading the latest messages (which then stay in view).
const followThresholdPx = 48;

/**
 * The chat's messages in a scrolling log: the latest in view, older pages loaded when the top comes into
 * view (infinite scroll up) without moving what the reader looks at.
 */
export function ChatMessageList({ messages, pendingMine, older, menuOf, badgeOf }: ChatMessageListProps) {
  const { t } = useTranslation();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const shown = useRef({ firstId: undefined as string | undefined, scrollHeight: 0, isAtBottom: true });
  const firstId = messages[0]?.id;
  const count = messages.length + pendingMine.length;

  // After each change: older messages added above keep the view where it was; new ones below are followed.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const before = shown.current;
    if (before.firstId !== undefined && firstId !== before.firstId && !before.isAtBottom)
      scroller.scrollTop += scroller.scrollHeight - before.scrollHeight;
    else if (before.isAtBottom) scroller.scrollTop = scroller.scrollHeight;
    shown.current = { ...before, firstId, scrollHeight: scroller.scrollHeight };
  }, [firstId, count]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = older;
  useEffect(() => {
    const top = topRef.current;
    if (!top || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
      },
      { root: scrollerRef.current },
    );
    observer.observe(top);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onScroll = () => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const isAtBottom = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < followThresholdPx;
    shown.current = { ...shown.current, isAtBottom, scrollHeight: scroller.scrollHeight };
  };

  return (
    // Focusable: keyboard users scroll the messages too (a short panel on a phone scrolls at once).
    <div
      ref={scrollerRef}
      onScroll={onScroll}
      tabIndex={0}
      className={joinClassNames('min-h-0 flex-1 overflow-y-auto', focusRingClassName)}
    >
      <div ref={topRef} className="flex justify-center py-2">
        {hasNextPage && (
          <Button
            variant="ghost"
            size="sm"
            isLoading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {t('roomChat.loadOlder')}
          </Button>
        )}
      </div>
      {count === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-fg-muted">{t('roomChat.empty')}</p>
      ) : null}
      <div role="log" aria-label={t('roomChat.messages')}>
        <ul className="flex flex-col pb-2">
          {messages.map((message) => (
            <ChatMessageItem
              key={message.id}
              message={message}
              menu={menuOf(message)}
              badge={badgeOf?.(message)}
            />
          ))}
          {pendingMine.map((message) => (
            <ChatMessageItem key={message.id} message={message} isPending />
          ))}
        </ul>
      </div>
    </div>
  );
}
