import { CircleUserRound, LogOut, MessageSquareText, Shuffle, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { logOut } from '../../features/auth/index.ts';
import { profilePathOf } from '../../features/users/index.ts';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { useAppNavigate } from '../../lib/navigation/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { ActionMenu } from '../../ui/ActionMenu.tsx';
import { toast } from '../../ui/toastStore.ts';

/** The member's account menu: their profile, random meetings, feedback and logging out. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  // The profile route takes the userId too; the profile page then shows the cyaId address when there is one.
  const userId = useSessionStore((state) => state.session?.userId ?? '');
  const openDialog = useDialogStore((state) => state.openDialog);

  const logOutAndLeave = async () => {
    await logOut();
    toast.info(t('auth.loggedOut'));
    navigate('/');
  };

  return (
    <ActionMenu
      label={t('nav.accountMenu')}
      icon={CircleUserRound}
      actions={[
        {
          id: 'profile',
          icon: UserRound,
          label: t('nav.myProfile'),
          onSelect: () => navigate(profilePathOf({ userId, cyaId: null })),
        },
        // Random one-to-one meetings (docs/decisions/meet.md): members only, beside the profile.
        { id: 'meet', icon: Shuffle, label: t('nav.meet'), onSelect: () => navigate('/meet/new/live') },
        // spec 000 §2 "feedback": to the operators, through the contact call (docs/decisions/listing-pages.md).
        {
          id: 'feedback',
          icon: MessageSquareText,
          label: t('nav.feedback'),
          opensDialog: true,
          onSelect: () => openDialog('feedback'),
        },
        { id: 'logOut', icon: LogOut, label: t('nav.logOut'), onSelect: () => void logOutAndLeave() },
      ]}
    />
  );
}
