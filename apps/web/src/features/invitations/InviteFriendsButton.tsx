import { UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMember, useSessionStore } from '../../lib/session/index.ts';
import { IconLabelButton } from '../../ui/IconLabelButton.tsx';
import type { InvitationTarget } from './InviteFriendsDialog.tsx';

// The dialog (the friend picker, the e-mail form and their calls) loads on the first press: an event's or a
// room's first load carries only the button.
const InviteFriendsDialog = lazy(async () => ({
  default: (await import('./InviteFriendsDialog.tsx')).InviteFriendsDialog,
}));

interface InviteFriendsButtonProps {
  target: InvitationTarget;
  size?: 'sm' | 'md';
  /** Busy bars show the icon alone below the widest screens (the name stays the accessible name). */
  isCompact?: boolean;
}

/** The "Invite friends" button of an event's or a room's page, for members (friends are members'). */
export function InviteFriendsButton({ target, size = 'md', isCompact = false }: InviteFriendsButtonProps) {
  const { t } = useTranslation();
  const hasMemberSession = useSessionStore((state) => isMember(state.session));
  const [open, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  if (!hasMemberSession) return null;
  return (
    <>
      <IconLabelButton
        variant="secondary"
        size={size}
        aria-haspopup="dialog"
        icon={UserPlus}
        label={t('invitations.inviteFriends')}
        isCompact={isCompact}
        onClick={() => {
          setWasOpened(true);
          setOpen(true);
        }}
      />
      {wasOpened && (
        <Suspense fallback={null}>
          <InviteFriendsDialog target={target} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
