import type { RoomChatMessage } from '@limelight/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../../ui/classNames.ts';

interface ChatMessageItemProps {
  message: RoomChatMessage;
  /** The sender's own message while it waits for a moderator's approval. */
  isPending?: boolean;
  /** The buttons a moderator (or the sender) has on this message. */
  actions?: ReactNode;
}

/** One message of the room chat; its text is shown as text, never as HTML. */
export function ChatMessageItem({ message, isPending = false, actions }: ChatMessageItemProps) {
  const { t, i18n } = useTranslation();
  const time = new Date(message.createdAt);
  return (
    <li className={joinClassNames('group flex flex-col gap-0.5 px-3 py-1.5', isPending && 'opacity-70')}>
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-fg-muted">
        <span className="font-semibold text-fg">{message.sender.displayName}</span>
        <time dateTime={message.createdAt}>
          {time.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })}
        </time>
        {isPending && <span className="font-medium text-warning-fg">{t('roomChat.awaitingApproval')}</span>}
      </p>
      <p className="text-sm break-words whitespace-pre-wrap">{message.content}</p>
      {actions && <div className="flex flex-wrap gap-1">{actions}</div>}
    </li>
  );
}
