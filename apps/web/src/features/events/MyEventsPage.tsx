import type { EventView } from '@limelight/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { CreateEventLink } from './components/CreateEventLink.tsx';
import { DeleteEventButton } from './components/DeleteEventButton.tsx';
import { EventList } from './components/EventList.tsx';
import { myEventsQuery } from './eventQueries.ts';

/** A draft's ways forward: continue it in the editor, or delete it. */
function DraftActions({ event }: { event: EventView }) {
  const { t } = useTranslation();
  if (event.published === 1) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="secondary" size="sm">
        <AppLink
          to={`/event/${event.id}/edit`}
          aria-label={`${t('events.mine.continueDraft')}: ${event.title}`}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t('events.mine.continueDraft')}
        </AppLink>
      </Button>
      <DeleteEventButton event={event} label={t('events.mine.deleteDraft')} size="sm" />
    </div>
  );
}

/** `/myevent` (and `/editEvent`): the member's own events, drafts included, to open, continue or delete. */
export function MyEventsPage() {
  const { t } = useTranslation();
  const pages = useInfiniteQuery(myEventsQuery());
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('events.mine.title') })}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('events.mine.title')}</h1>
        <CreateEventLink />
      </div>
      <EventList
        pages={pages}
        layout="grid"
        label={t('events.mine.title')}
        emptyTitle={t('events.mine.empty')}
        actionsOf={(event) => <DraftActions event={event} />}
      />
    </div>
  );
}
