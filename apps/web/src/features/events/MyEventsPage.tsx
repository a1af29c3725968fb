import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CreateEventLink } from './components/CreateEventLink.tsx';
import { EventList } from './components/EventList.tsx';
import { myEventsQuery } from './eventQueries.ts';

/** `/myevent` (and `/editEvent`): the member's own events, drafts included, to open or edit. */
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
      />
    </div>
  );
}
