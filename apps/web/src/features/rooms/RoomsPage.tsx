import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus, Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { nextPageParam } from '../../lib/api/index.ts';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';
import { RoomCard } from './RoomCard.tsx';
import { roomKeys } from './roomQueries.ts';
import { fetchActiveRooms } from './roomsApi.ts';

/**
 * `/roomspage` (spec 000 §2 "listing pages", content not shown): every room with people in it now, the
 * fullest first, 20 a page (spec 000 §7 activeList, §9), and a way to open one's own
 * (docs/decisions/listing-pages.md).
 */
export function RoomsPage() {
  const { t } = useTranslation();
  const openDialog = useDialogStore((state) => state.openDialog);
  const pages = useInfiniteQuery({
    queryKey: roomKeys.activePages(),
    queryFn: ({ pageParam }) => fetchActiveRooms(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  const rooms = pages.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('pages.roomsPage') })}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('pages.roomsPage')}</h1>
        <Button onClick={() => openDialog('createRoom')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('createRoom.open')}
        </Button>
      </div>
      {pages.isPending ? (
        <LoadingState label={t('rooms.loadingLive')} />
      ) : pages.isError ? (
        <EmptyState
          headingLevel="h2"
          title={t('rooms.liveFailed')}
          action={
            <Button variant="secondary" onClick={() => void pages.refetch()}>
              {t('events.retry')}
            </Button>
          }
        />
      ) : rooms.length === 0 ? (
        <EmptyState
          headingLevel="h2"
          icon={<Radio className="size-6" />}
          title={t('rooms.noneLive')}
          description={t('rooms.noneLiveHint')}
        />
      ) : (
        <ul
          aria-label={t('rooms.liveNow')}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {rooms.map((room) => (
            <li key={room.id}>
              <RoomCard room={room} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={pages} label={t('events.loadMore')} />
    </div>
  );
}
