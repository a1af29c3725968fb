import { ResponseCode } from '@limelight/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RefusedAnswerError } from '../../lib/api/index.ts';
import { AppLink, useAppNavigate } from '../../lib/navigation/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { FollowList } from './FollowList.tsx';
import { profilePathOf } from './profileAddress.ts';
import { ProfileHeader } from './ProfileHeader.tsx';
import { userKeys, userProfileQuery } from './userQueries.ts';

/** `/user/:cyaid`: a member's public profile with their followers and following. */
export function UserProfilePage() {
  const { t } = useTranslation();
  const handle = useParams().cyaid ?? '';
  const hasSession = useSessionStore((state) => state.session !== null);
  // The navigation guard creates a guest session for visitors; the profile is asked for with it.
  const profile = useQuery({ ...userProfileQuery(handle), enabled: hasSession });
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const canonicalHandle = profile.data?.cyaId ?? handle;

  // A profile reached by userId (or another spelling) moves to its cyaId address, as links show it.
  useEffect(() => {
    if (!profile.data || canonicalHandle === handle) return;
    queryClient.setQueryData(userKeys.profile(canonicalHandle), profile.data);
    navigate(profilePathOf(profile.data), { replace: true });
  }, [canonicalHandle, handle, navigate, profile.data, queryClient]);

  if (profile.isPending) return <LoadingState label={t('profile.loading')} />;
  if (profile.isError) {
    const isNotFound =
      profile.error instanceof RefusedAnswerError && profile.error.answer.code === ResponseCode.NotFound;
    return (
      <EmptyState
        headingLevel="h1"
        icon={<UserX className="size-6" />}
        title={isNotFound ? t('profile.notFoundTitle') : t('profile.loadFailedTitle')}
        description={isNotFound ? t('profile.notFoundDescription') : t('profile.loadFailedDescription')}
        action={
          isNotFound ? (
            <Button asChild variant="secondary">
              <AppLink to="/">{t('notFound.goHome')}</AppLink>
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void profile.refetch()}>
              {t('profile.retry')}
            </Button>
          )
        }
      />
    );
  }

  const { data } = profile;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">
      <title>{t('app.documentTitle', { page: data.displayName })}</title>
      <ProfileHeader profile={data} handle={handle} />
      <Tabs defaultValue="followers">
        <TabsList aria-label={t('profile.listsLabel')}>
          <TabsTrigger value="followers">{t('profile.followers')}</TabsTrigger>
          <TabsTrigger value="following">{t('profile.followingCount')}</TabsTrigger>
        </TabsList>
        <TabsContent value="followers">
          <FollowList kind="followers" userId={data.userId} />
        </TabsContent>
        <TabsContent value="following">
          <FollowList kind="following" userId={data.userId} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
