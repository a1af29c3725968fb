import { useInfiniteQuery } from '@tanstack/react-query';
import { DoorOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RoomCard } from '../rooms/index.ts';
import { SearchResultList } from './SearchResultList.tsx';
import { roomSearchQuery } from './searchQueries.ts';

/** Rooms matching the keyword, best match first, linking to their pre-rooms, with "Load more". */
export function RoomResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  return (
    <SearchResultList
      pages={useInfiniteQuery(roomSearchQuery(keyword))}
      label={t('search.tab.rooms')}
      emptyTitle={t('search.noRooms', { keyword })}
      emptyIcon={<DoorOpen className="size-6" />}
      listClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      keyOf={(room) => room.id}
      renderHit={(room) => <RoomCard room={room} />}
    />
  );
}
