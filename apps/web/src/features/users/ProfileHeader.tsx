import { abbreviateCount, type UserProfileAnswer } from '@limelight/protocol';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { Button } from '../../ui/Button.tsx';
import { AddFriendButton } from './AddFriendButton.tsx';
import { FollowButton } from './FollowButton.tsx';
import { profilePathOf } from './profileAddress.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';

interface ProfileHeaderProps {
  profile: UserProfileAnswer;
  handle: string;
}

/** Background, picture, name, handle, bio, counts and the actions a visitor of the profile has. */
export function ProfileHeader({ profile, handle }: ProfileHeaderProps) {
  const { t } = useTranslation();
  const isOwnProfile = useSessionStore((state) => state.session?.userId === profile.userId);
  const counts = [
    { label: t('profile.followers'), count: profile.followersCount },
    { label: t('profile.followingCount'), count: profile.followingCount },
    { label: t('profile.friends'), count: profile.friendsCount },
  ];

  return (
    <header className="overflow-hidden rounded-xl border border-border bg-surface-raised">
      <div className="h-32 bg-gradient-to-r from-brand-main to-brand-minor sm:h-48">
        {profile.backgroundImageUrl && (
          <img src={profile.backgroundImageUrl} alt="" className="size-full object-cover" />
        )}
      </div>
      <div className="flex flex-col gap-4 px-4 pb-5 sm:px-6">
        <div className="-mt-14 flex flex-wrap items-end justify-between gap-3">
          <UserAvatar name={profile.displayName} src={profile.avatar} size="lg" />
          <div className="flex flex-wrap gap-2">
            {isOwnProfile ? (
              <Button asChild variant="secondary">
                <AppLink to={`${profilePathOf(profile)}/edit`}>
                  <Pencil className="size-4" aria-hidden="true" />
                  {t('profile.editProfile')}
                </AppLink>
              </Button>
            ) : (
              <>
                <FollowButton profile={profile} handle={handle} />
                <AddFriendButton profile={profile} />
              </>
            )}
          </div>
        </div>
        <div>
          <h1 className="text-2xl font-bold break-words">{profile.displayName}</h1>
          {profile.cyaId && <p className="text-fg-muted">@{profile.cyaId}</p>}
        </div>
        {profile.bio && <p className="whitespace-pre-line break-words">{profile.bio}</p>}
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {counts.map(({ label, count }) => (
            <li key={label} role="group" aria-label={label} className="flex items-baseline gap-1.5">
              <span className="text-lg font-semibold">{abbreviateCount(count)}</span>
              <span className="text-sm text-fg-muted">{label}</span>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
