import { useQuery } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { RoomCard } from './RoomCard.tsx';
import { roomKeys } from './roomQueries.ts';
import { fetchActiveRooms } from './roomsApi.ts';

const rowClassName = 'flex snap-x gap-4 overflow-x-auto pb-2 [&>li]:w-64 [&>li]:shrink-0 [&>li]:snap-start';
const skeletonCount = 4;

/** A card's shape while the rooms load; assistive technology hears the list's status instead. */
function RoomCardSkeleton() {
  return (
    <div className="flex h-full animate-pulse flex-col overflow-hidden rounded-xl border border-border">
      <div className="aspect-video bg-surface-muted" />
      <div className="flex flex-col gap-2 p-3">
        <div className="h-4 w-12 rounded bg-surface-muted" />
        <div className="h-5 w-3/4 rounded bg-surface-muted" />
      </div>
    </div>
  );
}

/**
 * The rooms live now (GET /room/v1/activeList), as a row of cards: what Discord and Luma show first. Anyone
 * sees it, guests included; each card opens the room's pre-room.
 */
export function LiveRoomsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const rooms = useQuery({ queryKey: roomKeys.active(), queryFn: () => fetchActiveRooms(1) });
  const title = t('rooms.liveNow');
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {rooms.isPending ? (
        <div role="status" aria-label={t('rooms.loadingLive')}>
          <ul className={rowClassName} aria-hidden="true">
            {Array.from({ length: skeletonCount }, (_, index) => (
              <li key={index}>
                <RoomCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ) : rooms.isError ? (
        <EmptyState
          headingLevel="h3"
          title={t('rooms.liveFailed')}
          action={
            <Button variant="secondary" onClick={() => void rooms.refetch()}>
              {t('events.retry')}
            </Button>
          }
        />
      ) : rooms.data.list.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          icon={<Radio className="size-6" />}
          title={t('rooms.noneLive')}
          description={t('rooms.noneLiveHint')}
        />
      ) : (
        <ul aria-label={title} className={rowClassName}>
          {rooms.data.list.map((room) => (
            <li key={room.id}>
              <RoomCard room={room} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
