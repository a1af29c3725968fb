import { AppKey, ChatCommand, type RoomChatMessage, type RoomView } from '@limelight/protocol';
import { Ban, DoorClosed, Flag, Trash2, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveFrame } from '../../../lib/live/index.ts';
import { useSessionStore } from '../../../lib/session/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { toast } from '../../../ui/toastStore.ts';
import { PersonFlagDialogs, type PersonFlag } from '../flags/PersonFlagDialogs.tsx';
import { messagesOf } from '../../../lib/live/chatHistory.ts';
import { ChatMessageList } from './ChatMessageList.tsx';
import { ChatModerationBar } from './ChatModerationBar.tsx';
import { ChatSendBox } from './ChatSendBox.tsx';
import { MessageAction } from './MessageAction.tsx';
import { PendingApprovals } from './PendingApprovals.tsx';
import { useChatModeration } from './useChatModeration.ts';
import { usePendingApprovals, useRoomChatHistory, useRoomChatState } from './useRoomChat.ts';

/**
 * The room's right panel (spec 001 §2): the room chat, live through the room's frames, with the
 * moderators' controls (remove, block and unblock, approvals, slow mode, clear all) for its owner, hosts
 * and moderators (spec 001 §6).
 */
export function RoomChatPanel({ room }: { room: RoomView }) {
  const { t } = useTranslation();
  const headingId = useId();
  const userId = useSessionStore((state) => state.session?.userId);
  const isModerator = room.isSpecial;
  const history = useRoomChatHistory(room.id);
  const chat = useRoomChatState(room.id);
  const pendingApprovals = usePendingApprovals(room.id, isModerator);
  const moderation = useChatModeration(room.id);
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

  const actionsOf = (message: RoomChatMessage) => {
    const name = message.sender.displayName;
    const isOwn = message.sender.userId === userId;
    const isBlocked = chat.blocked.includes(message.sender.userId);
    return (
      <>
        {(isModerator || isOwn) && (
          <MessageAction
            icon={Trash2}
            label={t('roomChat.remove')}
            description={t('roomChat.removeFrom', { name })}
            onClick={() => moderation.remove.mutate(message.id)}
          />
        )}
        {isModerator && !isOwn && (
          <MessageAction
            icon={isBlocked ? Undo2 : Ban}
            label={t(isBlocked ? 'roomChat.unblock' : 'roomChat.block')}
            description={t(isBlocked ? 'roomChat.unblockUser' : 'roomChat.blockUser', { name })}
            onClick={() => moderation.block.mutate({ userId: message.sender.userId, isBlock: !isBlocked })}
          />
        )}
        {isModerator && !isOwn && (
          <MessageAction
            icon={DoorClosed}
            label={t('roomFlags.blockFromRoom')}
            description={t('roomFlags.blockFromRoomName', { name })}
            opensDialog
            onClick={() => setPersonFlag({ kind: 'block', person: message.sender })}
          />
        )}
        {!isOwn && (
          <MessageAction
            icon={Flag}
            label={t('report.report')}
            description={t('report.personTitle', { name })}
            opensDialog
            onClick={() => setPersonFlag({ kind: 'report', person: message.sender })}
          />
        )}
      </>
    );
  };

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
          actionsOf={actionsOf}
        />
      )}
      <ChatSendBox
        room={room}
        chat={chat}
        isModerator={isModerator}
        onSent={(message) => message.pending && setPendingMine((list) => [...list, message])}
      />
      <PersonFlagDialogs roomId={room.id} flag={personFlag} onClose={() => setPersonFlag(null)} />
    </aside>
  );
}
