import { formatPrice } from '@limelight/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { nextPageParam } from '../../lib/api/index.ts';
import { AppLink } from '../../lib/navigation/index.ts';
import { Banner } from '../../ui/Banner.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';
import { commerceKeys, fetchMyDonations } from './commerceApi.ts';
import { SavedCardsPanel } from './SavedCardsPanel.tsx';

/** `/myDonations`: the member's donations, newest first (spec 000 §7 myDonationList), and their saved cards. */
export function MyDonationsPage() {
  const { t, i18n } = useTranslation();
  const pages = useInfiniteQuery({
    queryKey: commerceKeys.donations,
    queryFn: ({ pageParam }) => fetchMyDonations(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  const donations = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('pages.myDonations') })}</title>
      <h1 className="text-2xl font-bold">{t('pages.myDonations')}</h1>
      <section className="flex flex-col gap-3">
        {pages.isPending && <LoadingState label={t('donations.loading')} />}
        {pages.isError && <Banner tone="warning">{t('donations.loadFailed')}</Banner>}
        {pages.isSuccess && donations.length === 0 && (
          <EmptyState
            icon={<HandCoins className="size-10" aria-hidden="true" />}
            title={t('donations.empty')}
            description={t('donations.emptyHint')}
          />
        )}
        {donations.length > 0 && (
          <ul className="flex flex-col gap-3" aria-label={t('pages.myDonations')}>
            {donations.map((donation) => (
              <li
                key={donation.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface-raised p-4"
              >
                <div className="flex min-w-0 flex-col">
                  <AppLink
                    to={`/event/${donation.eventId}`}
                    className="font-semibold break-words hover:underline"
                  >
                    {donation.eventTitle}
                  </AppLink>
                  <span className="text-sm text-fg-muted">
                    {dateFormat.format(new Date(donation.createdAt))}
                  </span>
                </div>
                <span className="font-semibold">{formatPrice(donation.amountInCent)}</span>
              </li>
            ))}
          </ul>
        )}
        <LoadMoreButton pages={pages} label={t('donations.loadMore')} />
      </section>
      <SavedCardsPanel />
    </div>
  );
}
