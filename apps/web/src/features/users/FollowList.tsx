import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { profilePathOf } from './profileAddress.ts';
import { useFollowList } from './useFollowList.ts';
import type { FollowListKind } from './usersApi.ts';
import { UserAvatar } from './UserAvatar.tsx';

interface FollowListProps {
  kind: FollowListKind;
  userId: string;
}

/** The people following a member, or followed by them, with "Load more" while pages remain. */
export function FollowList({ kind, userId }: FollowListProps) {
  const { t } = useTranslation();
  const list = useFollowList(kind, userId);

  if (list.isPending) return <LoadingState label={t('profile.loadingList')} />;
  if (list.isError) {
    return (
      <EmptyState
        headingLevel="h3"
        title={t('profile.listFailed')}
        action={
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('profile.retry')}
          </Button>
        }
      />
    );
  }
  const people = list.data.pages.flatMap((page) => page.list);
  if (people.length === 0) {
    return (
      <EmptyState
        headingLevel="h3"
        icon={<Users className="size-6" />}
        title={kind === 'followers' ? t('profile.noFollowers') : t('profile.noFollowing')}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid gap-2 sm:grid-cols-2">
        {people.map((person) => (
          <li key={person.userId}>
            <AppLink
              to={profilePathOf(person)}
              className={joinClassNames(
                'flex items-center gap-3 rounded-lg border border-border p-3 hover:bg-surface-muted',
                focusRingClassName,
              )}
            >
              <UserAvatar name={person.displayName} src={person.avatar} size="sm" />
              <span className="min-w-0">
                <span className="block truncate font-medium">{person.displayName}</span>
                {person.cyaId && (
                  <span className="block truncate text-sm text-fg-muted">@{person.cyaId}</span>
                )}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          isLoading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('profile.loadMore')}
        </Button>
      )}
    </div>
  );
}
