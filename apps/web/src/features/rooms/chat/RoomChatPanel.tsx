import { AppKey, ChatCommand, type RoomChatMessage } from '@limelight/protocol';
import { Ban, CircleHelp, DoorClosed, Flag, Trash2, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveFrame } from '../../../lib/live/index.ts';
import { useSessionStore } from '../../../lib/session/index.ts';
import type { MenuAction } from '../../../ui/ActionMenu.tsx';
import { Button } from '../../../ui/Button.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { toast } from '../../../ui/toastStore.ts';
import { PersonFlagDialogs, type PersonFlag } from '../flags/PersonFlagDialogs.tsx';
import { messagesOf } from '../../../lib/live/chatHistory.ts';
import { ChatMessageList } from './ChatMessageList.tsx';
import { ChatModerationBar } from './ChatModerationBar.tsx';
import { ChatSendBox } from './ChatSendBox.tsx';
import type { ChatVenue } from './chatVenue.ts';
import { PendingApprovals } from './PendingApprovals.tsx';
import { useChatModeration } from './useChatModeration.ts';
import { usePendingApprovals, useRoomChatHistory, useRoomChatState } from './useRoomChat.ts';

/**
 * The chat of a room's or an event's live page (spec 001 §2), live through the room's frames, with the
 * moderators' controls (remove, mark as question, block and unblock, approvals, slow mode, clear all) for
 * its owner, hosts and moderators (spec 001 §6); each message's actions sit in one menu.
 */
export function RoomChatPanel({ venue }: { venue: ChatVenue }) {
  const { t } = useTranslation();
  const headingId = useId();
  const userId = useSessionStore((state) => state.session?.userId);
  const { isModerator } = venue;
  const history = useRoomChatHistory(venue.id);
  const chat = useRoomChatState(venue.id);
  const pendingApprovals = usePendingApprovals(venue.id, isModerator);
  const moderation = useChatModeration(venue.id);
  const questionIds = new Set(chat.questions.map((question) => question.message.id));
  // The reader's own messages waiting for approval; an approved one arrives as a post with the same id.
  const [pendingMine, setPendingMine] = useState<RoomChatMessage[]>([]);
  const [personFlag, setPersonFlag] = useState<PersonFlag | null>(null);
  useLiveFrame(AppKey.Chat, ChatCommand.SendMessage, ({ payload }) =>
    setPendingMine((list) =>
      list.filter((message) => message.id !== payload.id && message.id !== payload.oldMessageId),
    ),
  );
  // A moderator turned one of the reader's waiting messages down (sent to the sender only).
  useLiveFrame(AppKey.Chat, ChatCommand.ApprovedMessageRemove, ({ payload }) => {
    if (isModerator || !pendingMine.some((message) => message.id === payload.id)) return;
    setPendingMine((list) => list.filter((message) => message.id !== payload.id));
    toast.info(t('roomChat.declined'));
  });

  const menuOf = (message: RoomChatMessage): MenuAction[] => {
    const name = message.sender.displayName;
    const isOwn = message.sender.userId === userId;
    const isBlocked = chat.blocked.includes(message.sender.userId);
    const isQuestion = questionIds.has(message.id);
    const actions: (MenuAction | false)[] = [
      venue.hasQuestions &&
        isModerator && {
          id: 'question',
          icon: CircleHelp,
          label: t(isQuestion ? 'roomChat.unmarkQuestion' : 'roomChat.markQuestion'),
          onSelect: () =>
            moderation.question.mutate({
              id: message.id,
              isQuestion: !isQuestion,
              isAnswered: false,
              isPinned: false,
            }),
        },
      (isModerator || isOwn) && {
        id: 'remove',
        icon: Trash2,
        label: t('roomChat.remove'),
        tone: 'danger',
        onSelect: () => moderation.remove.mutate(message.id),
      },
      isModerator &&
        !isOwn && {
          id: 'block',
          icon: isBlocked ? Undo2 : Ban,
          label: t(isBlocked ? 'roomChat.unblockUser' : 'roomChat.blockUser', { name }),
          onSelect: () => moderation.block.mutate({ userId: message.sender.userId, isBlock: !isBlocked }),
        },
      isModerator &&
        !isOwn && {
          id: 'blockFromRoom',
          icon: DoorClosed,
          label: t('roomFlags.blockFromRoom'),
          opensDialog: true,
          tone: 'danger',
          onSelect: () => setPersonFlag({ kind: 'block', person: message.sender }),
        },
      !isOwn && {
        id: 'report',
        icon: Flag,
        label: t('report.report'),
        opensDialog: true,
        onSelect: () => setPersonFlag({ kind: 'report', person: message.sender, messageId: message.id }),
      },
    ];
    return actions.filter((action) => action !== false);
  };
  const questionBadge = (message: RoomChatMessage) =>
    questionIds.has(message.id) && (
      <span className="rounded-full bg-accent-soft px-1.5 font-medium text-fg">{t('roomChat.question')}</span>
    );

  return (
    <aside aria-labelledby={headingId} className="flex min-h-0 flex-1 flex-col">
      {/* The side panel's tab shows the title; the heading is for assistive technology. */}
      <h2 id={headingId} className="sr-only">
        {t('roomChat.title')}
      </h2>
      {isModerator && <ChatModerationBar slowModeSeconds={chat.slowModeSeconds} moderation={moderation} />}
      <PendingApprovals messages={pendingApprovals} moderation={moderation} />
      {history.isPending ? (
        <div className="min-h-0 flex-1">
          <LoadingState label={t('roomChat.loading')} />
        </div>
      ) : history.isError ? (
        <div role="alert" className="flex min-h-0 flex-1 flex-col items-center gap-2 p-4 text-sm">
          <p>{t('roomChat.loadFailed')}</p>
          <Button size="sm" variant="secondary" onClick={() => void history.refetch()}>
            {t('roomChat.retry')}
          </Button>
        </div>
      ) : (
        <ChatMessageList
          messages={messagesOf(history.data)}
          pendingMine={pendingMine}
          older={history}
          menuOf={menuOf}
          badgeOf={questionBadge}
        />
      )}
      <ChatSendBox
        venue={venue}
        chat={chat}
        onSent={(message) => message.pending && setPendingMine((list) => [...list, message])}
      />
      <PersonFlagDialogs roomId={venue.id} flag={personFlag} onClose={() => setPersonFlag(null)} />
    </aside>
  );
}
