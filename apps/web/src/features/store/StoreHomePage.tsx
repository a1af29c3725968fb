import { useInfiniteQuery } from '@tanstack/react-query';
import { Receipt, Store as StoreIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation/index.ts';
import { isMember, useSessionStore } from '../../lib/session/index.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';
import { CartLink } from './CartLink.tsx';
import { formatCartPrice, storePagePath } from './cartDisplay.ts';
import { storeOrdersQuery } from './storeQueries.ts';

/** `/store` (the main navigation's Store): the cart, the member's own store and the caller's store orders. */
export function StoreHomePage() {
  const { t, i18n } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const pages = useInfiniteQuery({ ...storeOrdersQuery, enabled: session !== null });
  const orders = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('store.home.title') })}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('store.home.title')}</h1>
        <CartLink />
      </div>
      {isMember(session) && (
        <section className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface-raised p-4">
          <div className="flex items-center gap-3">
            <StoreIcon className="size-6 text-accent" aria-hidden="true" />
            <p>{t('store.home.ownStoreText')}</p>
          </div>
          <Button asChild variant="secondary">
            <AppLink to={storePagePath({ ownerKind: 'influencer', ownerId: session.userId })}>
              {t('store.home.ownStore')}
            </AppLink>
          </Button>
        </section>
      )}
      <h2 className="text-xl font-semibold">{t('store.orders.title')}</h2>
      {pages.isPending && <LoadingState label={t('store.orders.loading')} />}
      {pages.isError && <Banner tone="warning">{t('store.orders.loadFailed')}</Banner>}
      {pages.isSuccess && orders.length === 0 && (
        <EmptyState
          headingLevel="h3"
          icon={<Receipt className="size-10" aria-hidden="true" />}
          title={t('store.orders.empty')}
        />
      )}
      {orders.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={t('store.orders.title')}>
          {orders.map((order) => (
            <li
              key={order.storeOrderId}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface-raised p-4"
            >
              <div className="flex min-w-0 flex-col">
                <AppLink
                  to={storePagePath(order.metaData)}
                  className="font-semibold break-words hover:underline"
                >
                  {order.lineItems
                    .map((line) =>
                      t('store.orders.item', {
                        title: line.title,
                        variant: line.variantName,
                        count: line.count,
                      }),
                    )
                    .join(', ')}
                </AppLink>
                <span className="text-sm text-fg-muted">
                  {t('store.orders.line', { count: order.lineItemCount })} ·{' '}
                  {dateFormat.format(new Date(order.createdAt))}
                </span>
              </div>
              <span className="font-semibold">{formatCartPrice(order.totalPrice)}</span>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={pages} label={t('store.orders.loadMore')} />
    </div>
  );
}
