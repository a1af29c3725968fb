import { NotificationCommand } from '@limelight/protocol';
import { useQuery } from '@tanstack/react-query';
import { KeyRound, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lib/clock/index.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { FriendCodeDialog } from '../invitations/index.ts';
import { NotificationRow, fetchNotificationPage, notificationKeys } from '../notifications/index.ts';
import { FriendRelationButton } from './FriendRelationButton.tsx';
import { usePeople } from '../../lib/people/index.ts';

/** Friend requests waiting for the member's answer: the request notifications that are friend requests. */
function PendingRequests() {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: notificationKeys.tab('request'),
    queryFn: () => fetchNotificationPage('request', 1),
  });
  const requests =
    data?.notifications.filter((item) => item.command === NotificationCommand.FriendRequest) ?? [];
  if (requests.length === 0) return null;
  return (
    <section aria-label={t('friends.pendingRequests')} className="mb-2">
      <h3 className="text-sm font-semibold">{t('friends.pendingRequests')}</h3>
      <ul>
        {requests.map((item) => (
          <NotificationRow key={item.uuid} item={item} />
        ))}
      </ul>
    </section>
  );
}

/** Tab Friends: pending requests, the member's friends, and a search over every member by name. */
export function FriendsTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const condition = useDebouncedValue(search.trim(), 300);
  const pages = usePeople(condition ? 'searchUsers' : 'friendList', condition);
  const people = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const [isCodeOpen, setIsCodeOpen] = useState(false);
  return (
    <div className="flex flex-col gap-2 py-2">
      <PendingRequests />
      <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setIsCodeOpen(true)}>
        <KeyRound className="size-4" aria-hidden="true" />
        {t('invitations.addByCode')}
      </Button>
      <FriendCodeDialog open={isCodeOpen} onOpenChange={setIsCodeOpen} />
      <TextField
        label={t('friends.search')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {pages.isLoading ? (
        <LoadingState label={t('app.loading')} />
      ) : people.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          icon={<Users className="size-6" />}
          title={condition ? t('friends.nobodyFound') : t('friends.noFriends')}
        />
      ) : (
        <ul aria-label={condition ? t('friends.searchResults') : t('friends.friends')}>
          {people.map((person) => (
            <li key={person.userId} className="flex items-center gap-2 py-1">
              <span className="min-w-0 flex-1 truncate">{person.displayName}</span>
              <FriendRelationButton key={person.status} person={person} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={pages} label={t('friends.loadMore')} />
    </div>
  );
}
