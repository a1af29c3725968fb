import { FollowStatus, type UserProfileAnswer } from '@limelight/protocol';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { isMember, useSessionStore } from '../../lib/session/index.ts';
import { Button } from '../../ui/Button.tsx';
import { useFollowToggle } from './useFollowToggle.ts';

interface FollowButtonProps {
  profile: UserProfileAnswer;
  /** The `:cyaid` the profile was loaded by (its cache key). */
  handle: string;
}

/** spec 000 §4 follow: Follow → Following and back. Visitors and guests are asked to log in first. */
export function FollowButton({ profile, handle }: FollowButtonProps) {
  const { t } = useTranslation();
  const hasMemberSession = useSessionStore((state) => isMember(state.session));
  const openDialog = useDialogStore((state) => state.openDialog);
  const toggle = useFollowToggle(handle);
  const isFollowing = profile.status === FollowStatus.HasFollowed;

  const press = () => {
    if (!hasMemberSession) openDialog('login');
    else toggle.mutate({ userId: profile.userId, shouldFollow: !isFollowing });
  };

  return (
    <Button variant={isFollowing ? 'secondary' : 'primary'} disabled={toggle.isPending} onClick={press}>
      {isFollowing ? t('profile.following') : t('profile.follow')}
    </Button>
  );
}
