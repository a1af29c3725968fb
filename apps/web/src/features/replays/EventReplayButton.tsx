import { useInfiniteQuery } from '@tanstack/react-query';
import { Clapperboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { eventReplayPathOf, replayListQuery } from './replayQueries.ts';

/**
 * An ended event's Replay button (spec 000 §2 detail page): opens the event's replay — its whole-event
 * replay, else its newest clip; says so while the event has none.
 */
export function EventReplayButton({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const pages = useInfiniteQuery(replayListQuery({ eventId }));
  const replays = pages.data?.pages[0]?.list ?? [];
  const replay = replays.find((candidate) => candidate.type === 'event') ?? replays[0];
  if (replay === undefined)
    return (
      <Button size="lg" variant="secondary" disabled isLoading={pages.isPending}>
        <Clapperboard className="size-5" aria-hidden="true" />
        {pages.isPending ? t('eventDetail.replay') : t('replays.noneYet')}
      </Button>
    );
  return (
    <Button asChild size="lg" variant="secondary">
      <AppLink to={eventReplayPathOf(replay)}>
        <Clapperboard className="size-5" aria-hidden="true" />
        {t('eventDetail.replay')}
      </AppLink>
    </Button>
  );
}
