import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../ui/classNames.ts';

interface UnreadBadgeProps {
  /** Chats with unread messages; nothing shows at 0. */
  count: number;
  /** Over an icon button's corner rather than after a label. */
  isCorner?: boolean;
}

/** The count of unread chats, as the header's friends button and the Chats tab show it. */
export function UnreadBadge({ count, isCorner = false }: UnreadBadgeProps) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="unread-chats"
        className={joinClassNames(
          'min-w-4 rounded-full bg-danger px-1 text-center text-xs text-white',
          isCorner ? 'absolute -top-0.5 -right-0.5' : 'ml-1.5 inline-block',
        )}
      >
        {count}
      </span>
      {!isCorner && <span className="sr-only"> ({t('friends.unreadChats', { count })})</span>}
    </>
  );
}
