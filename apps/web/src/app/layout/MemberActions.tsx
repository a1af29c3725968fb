import { Plus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  UnreadBadge,
  friendsPanelId,
  useFriendsPanelVisibility,
  useUnreadChatCount,
} from '../../features/friends/index.ts';
import { NotificationBell, useUnseenNotificationCount } from '../../features/notifications/index.ts';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { Button } from '../../ui/Button.tsx';
import { useProfileDisplayChoice } from './useProfileDisplayChoice.ts';
import { useUnreadDocumentTitle } from './useUnreadDocumentTitle.ts';
import { UserMenu } from './UserMenu.tsx';

/**
 * A member's header actions: create a room, the friends-panel switch with its unread chats, the notifications
 * bell, the user menu; the tab's title counts what is unread ("(2) Events · Limelight").
 */
export function MemberActions() {
  const { t } = useTranslation();
  const openDialog = useDialogStore((state) => state.openDialog);
  const friendsPanel = useFriendsPanelVisibility();
  const unreadChats = useUnreadChatCount();
  const unseenNotifications = useUnseenNotificationCount();
  useUnreadDocumentTitle(unreadChats + unseenNotifications);
  useProfileDisplayChoice();
  const friendsLabel = friendsPanel.isOpen ? 'nav.hideFriends' : 'nav.showFriends';
  return (
    <div className="flex shrink-0 items-center gap-1">
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('createRoom.open')}
        onClick={() => openDialog('createRoom')}
      >
        <Plus className="size-5" aria-hidden="true" />
        <span className="max-2xl:hidden">{t('createRoom.open')}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={friendsPanel.isOpen}
        aria-controls={friendsPanel.isOpen ? friendsPanelId : undefined}
        className="relative"
        aria-label={unreadChats > 0 ? t(`${friendsLabel}Unread`, { count: unreadChats }) : t(friendsLabel)}
        onClick={() => friendsPanel.setOpen(!friendsPanel.isOpen)}
      >
        <Users className="size-5" aria-hidden="true" />
        <UnreadBadge count={unreadChats} isCorner />
      </Button>
      <NotificationBell />
      <UserMenu />
    </div>
  );
}
