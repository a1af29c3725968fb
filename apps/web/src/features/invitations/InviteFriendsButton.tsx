import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMember, useSessionStore } from '../../lib/session/index.ts';
import { Button } from '../../ui/Button.tsx';
import { InviteFriendsDialog, type InvitationTarget } from './InviteFriendsDialog.tsx';

interface InviteFriendsButtonProps {
  target: InvitationTarget;
  size?: 'sm' | 'md';
  /** Narrow bars show the icon alone (the name stays the button's accessible name). */
  isCompact?: boolean;
}

/** The "Invite friends" button of an event's or a room's page, for members (friends are members'). */
export function InviteFriendsButton({ target, size = 'md', isCompact = false }: InviteFriendsButtonProps) {
  const { t } = useTranslation();
  const hasMemberSession = useSessionStore((state) => isMember(state.session));
  const [open, setOpen] = useState(false);
  if (!hasMemberSession) return null;
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        aria-haspopup="dialog"
        aria-label={isCompact ? t('invitations.inviteFriends') : undefined}
        onClick={() => setOpen(true)}
      >
        <UserPlus className="size-4" aria-hidden="true" />
        <span className={isCompact ? 'max-sm:hidden' : undefined}>{t('invitations.inviteFriends')}</span>
      </Button>
      <InviteFriendsDialog target={target} open={open} onOpenChange={setOpen} />
    </>
  );
}
