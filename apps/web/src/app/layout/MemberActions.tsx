import { Plus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { friendsPanelId, useFriendsPanelVisibility } from '../../features/friends/index.ts';
import { NotificationBell } from '../../features/notifications/index.ts';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { Button } from '../../ui/Button.tsx';
import { UserMenu } from './UserMenu.tsx';

/** A member's header actions: create a room, the friends-panel switch, the notifications bell, the user menu. */
export function MemberActions() {
  const { t } = useTranslation();
  const openDialog = useDialogStore((state) => state.openDialog);
  const friendsPanel = useFriendsPanelVisibility();
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
        aria-label={friendsPanel.isOpen ? t('nav.hideFriends') : t('nav.showFriends')}
        onClick={() => friendsPanel.setOpen(!friendsPanel.isOpen)}
      >
        <Users className="size-5" aria-hidden="true" />
      </Button>
      <NotificationBell />
      <UserMenu />
    </div>
  );
}
