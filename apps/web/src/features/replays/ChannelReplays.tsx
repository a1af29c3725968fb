import type { Replay } from '@limelight/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Clapperboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatClockDuration } from '../../lib/clock/index.ts';
import { AppLink } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';
import { replayListQuery, replayPlayPathOf } from './replayQueries.ts';

/** One replay: its event's image and title, its name, length and day; the whole card opens it. */
function ReplayCard({ replay }: { replay: Replay }) {
  const { t, i18n } = useTranslation();
  return (
    <AppLink
      to={replayPlayPathOf(replay)}
      className={joinClassNames(
        'flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface-raised hover:bg-surface-muted',
        focusRingClassName,
      )}
    >
      <div className="flex aspect-video items-center justify-center bg-surface-muted">
        {replay.imageUrl ? (
          <img src={replay.imageUrl} alt="" className="size-full object-cover" />
        ) : (
          <Clapperboard className="size-8 text-fg-muted" aria-hidden="true" />
        )}
      </div>
      <div className="flex flex-col gap-1 p-3">
        <span className="font-semibold">{replay.eventTitle}</span>
        {replay.name !== replay.eventTitle && <span className="text-sm text-fg-muted">{replay.name}</span>}
        <span className="text-sm text-fg-muted">
          {t('replays.lengthAndDay', {
            length: formatClockDuration(Math.floor(replay.durationMs / 1000)),
            day: new Date(replay.start).toLocaleDateString(i18n.language, { dateStyle: 'medium' }),
          })}
        </span>
      </div>
    </AppLink>
  );
}

/** A channel's REPLAYS tab (spec 000 §1): its replays, newest first, with "Load more". */
export function ChannelReplays({ channelSlug }: { channelSlug: string }) {
  const { t } = useTranslation();
  const pages = useInfiniteQuery(replayListQuery({ channelSlug }));
  if (pages.isPending) return <LoadingState label={t('replays.listLoading')} />;
  if (pages.isError)
    return (
      <EmptyState
        headingLevel="h2"
        title={t('replays.listFailed')}
        action={
          <Button variant="secondary" onClick={() => void pages.refetch()}>
            {t('replays.retry')}
          </Button>
        }
      />
    );
  const replays = pages.data.pages.flatMap((page) => page.list);
  if (replays.length === 0)
    return (
      <EmptyState
        headingLevel="h2"
        icon={<Clapperboard className="size-6" />}
        title={t('replays.listEmpty')}
        description={t('replays.listEmptyHint')}
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <ul
        aria-label={t('replays.listLabel')}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {replays.map((replay) => (
          <li key={`${replay.eventId}-${replay.replayId}`}>
            <ReplayCard replay={replay} />
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={pages} label={t('replays.loadMore')} />
    </div>
  );
}
