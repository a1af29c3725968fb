import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { useFollowList } from './useFollowList.ts';
import type { FollowListKind } from './usersApi.ts';
import { PersonCard } from './PersonCard.tsx';

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
            <PersonCard person={person} />
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={list} label={t('profile.loadMore')} />
    </div>
  );
}
