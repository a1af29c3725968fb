import type { RoomChatMessage } from '@limelight/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionMenu, type MenuAction } from '../../../ui/ActionMenu.tsx';
import { joinClassNames } from '../../../ui/classNames.ts';

interface ChatMessageItemProps {
  message: RoomChatMessage;
  /** The sender's own message while it waits for a moderator's approval. */
  isPending?: boolean;
  /** The buttons under the message (a waiting message's approve and remove). */
  actions?: ReactNode;
  /** What a moderator (or the sender, or anyone reporting) may do with it, in one menu (issue 22 item 3). */
  menu?: readonly MenuAction[];
  /** A mark after the time ("Question"). */
  badge?: ReactNode;
}

/** One message of the room chat; its text is shown as text, never as HTML. */
export function ChatMessageItem({ message, isPending = false, actions, menu, badge }: ChatMessageItemProps) {
  const { t, i18n } = useTranslation();
  const time = new Date(message.createdAt);
  return (
    <li
      className={joinClassNames(
        'group relative flex flex-col gap-0.5 px-3 py-1.5',
        isPending && 'opacity-70',
      )}
    >
      {menu && menu.length > 0 && (
        <div className="absolute top-0.5 right-1">
          <ActionMenu
            label={t('roomChat.messageActions', { name: message.sender.displayName })}
            actions={menu}
          />
        </div>
      )}
      <p className="flex flex-wrap items-baseline gap-x-2 pr-8 text-xs text-fg-muted">
        <span className="font-semibold text-fg">{message.sender.displayName}</span>
        <time dateTime={message.createdAt}>
          {time.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })}
        </time>
        {isPending && <span className="font-medium text-warning-fg">{t('roomChat.awaitingApproval')}</span>}
        {badge}
      </p>
      <p className="pr-8 text-sm break-words whitespace-pre-wrap">{message.content}</p>
      {actions && <div className="flex flex-wrap gap-1">{actions}</div>}
    </li>
  );
}
