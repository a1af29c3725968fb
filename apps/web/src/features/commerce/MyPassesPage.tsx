import type { Pass } from '@limelight/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CalendarClock, IdCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { nextPageParam } from '../../lib/api/index.ts';
import { AppLink } from '../../lib/navigation/index.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';
import { eventTimeText } from '../../lib/eventDisplay/index.ts';
import { CommerceStatusBadge } from './CommerceStatusBadge.tsx';
import { fetchMyPasses, orderKeys } from './ordersApi.ts';
import { passTicketText } from './passDisplay.ts';

function PassCard({ pass }: { pass: Pass }) {
  const { t, i18n } = useTranslation();
  return (
    <AppLink
      to={`/pass/${encodeURIComponent(pass.passId)}`}
      aria-label={t('commerce.passes.openLabel', { title: pass.eventTitle })}
      className={joinClassNames(
        'flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface-raised hover:border-accent',
        focusRingClassName,
      )}
    >
      {pass.cover !== null ? (
        <img src={pass.cover} alt="" loading="lazy" className="aspect-video w-full object-cover" />
      ) : (
        <div
          className="flex aspect-video w-full items-center justify-center bg-accent-soft text-accent"
          aria-hidden="true"
        >
          <IdCard className="size-10" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <span className="font-semibold break-words">{pass.eventTitle}</span>
          <CommerceStatusBadge pass={pass.status} />
        </div>
        <span className="flex items-center gap-1.5 text-sm text-fg-muted">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          {eventTimeText(pass.startAt, i18n.language, t)}
        </span>
        <span className="text-sm">{passTicketText(pass, t)}</span>
      </div>
    </AppLink>
  );
}

/** `/myPasses`: the passes of the tickets the member holds, coming and live events first. */
export function MyPassesPage() {
  const { t } = useTranslation();
  const pages = useInfiniteQuery({
    queryKey: orderKeys.passes,
    queryFn: ({ pageParam }) => fetchMyPasses(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  const passes = pages.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('pages.myPasses') })}</title>
      <h1 className="text-2xl font-bold">{t('pages.myPasses')}</h1>
      {pages.isPending && <LoadingState label={t('commerce.passes.loading')} />}
      {pages.isError && <Banner tone="warning">{t('commerce.passes.loadFailed')}</Banner>}
      {pages.isSuccess && passes.length === 0 && (
        <EmptyState
          icon={<IdCard className="size-10" aria-hidden="true" />}
          title={t('commerce.passes.empty')}
          description={t('commerce.passes.emptyHint')}
          action={
            <Button asChild>
              <AppLink to="/events">{t('commerce.passes.browseEvents')}</AppLink>
            </Button>
          }
        />
      )}
      {passes.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('pages.myPasses')}>
          {passes.map((pass) => (
            <li key={pass.passId}>
              <PassCard pass={pass} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={pages} label={t('commerce.passes.loadMore')} />
    </div>
  );
}
