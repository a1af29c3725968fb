import { Plus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { friendsPanelId, useFriendsPanelVisibility } from '../../features/friends/index.ts';
import { NotificationBell } from '../../features/notifications/index.ts';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { Button } from '../../ui/Button.tsx';
import { UserMenu } from './UserMenu.tsx';

interface AccountActionsProps {
  hasMemberSession: boolean;
}

/** Log in and sign up for visitors; the friends-panel switch and the user menu for members. */
export function AccountActions({ hasMemberSession }: AccountActionsProps) {
  const { t } = useTranslation();
  const openDialog = useDialogStore((state) => state.openDialog);
  const friendsPanel = useFriendsPanelVisibility();

  if (!hasMemberSession) {
    return (
      <div className="flex shrink-0 items-center gap-2">
        <Button variant="ghost" size="sm" onClick={() => openDialog('login')}>
          {t('nav.logIn')}
        </Button>
        <Button size="sm" onClick={() => openDialog('signUp')}>
          {t('nav.signUp')}
        </Button>
      </div>
    );
  }
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
