import { formatPrice } from '@limelight/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ChevronRight, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { nextPageParam } from '../../lib/api/index.ts';
import { AppLink } from '../../lib/navigation/index.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';
import { fetchOrders } from './commerceApi.ts';
import { CommerceStatusBadge } from './CommerceStatusBadge.tsx';
import { orderKeys } from './ordersApi.ts';
import { toCents } from './pricing.ts';

/** `/myPurchases`: the member's ticket orders, newest first, refunded ones marked; each opens its receipt. */
export function MyPurchasesPage() {
  const { t, i18n } = useTranslation();
  const pages = useInfiniteQuery({
    queryKey: orderKeys.mine,
    queryFn: ({ pageParam }) => fetchOrders(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  const orders = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('pages.myPurchases') })}</title>
      <h1 className="text-2xl font-bold">{t('pages.myPurchases')}</h1>
      {pages.isPending && <LoadingState label={t('commerce.orders.loading')} />}
      {pages.isError && <Banner tone="warning">{t('commerce.orders.loadFailed')}</Banner>}
      {pages.isSuccess && orders.length === 0 && (
        <EmptyState
          icon={<Ticket className="size-10" aria-hidden="true" />}
          title={t('commerce.orders.empty')}
        />
      )}
      {orders.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={t('pages.myPurchases')}>
          {orders.map((order) => (
            <li
              key={order.ticketId}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface-raised p-4"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <AppLink to={`/event/${order.eventId}`} className="font-semibold break-words hover:underline">
                  {order.eventTitle}
                </AppLink>
                <span className="text-sm text-fg-muted">
                  {order.kind === 'film' && `${t('commerce.orders.film')} · `}
                  {t('commerce.orders.line', { type: order.type, quantity: order.quantity })} ·{' '}
                  {dateFormat.format(new Date(order.createdAt))}
                </span>
              </div>
              <div className="flex items-center gap-3">
                {order.status !== 'paid' && <CommerceStatusBadge order={order.status} />}
                <span
                  className={order.status === 'refunded' ? 'font-semibold line-through' : 'font-semibold'}
                >
                  {formatPrice(toCents(order.price))}
                </span>
                <Button asChild variant="ghost" size="sm">
                  <AppLink
                    to={`/myPurchases/${encodeURIComponent(order.ticketId)}`}
                    aria-label={t('commerce.orders.detailsLabel', { title: order.eventTitle })}
                  >
                    {t('commerce.orders.details')}
                    <ChevronRight className="size-4" aria-hidden="true" />
                  </AppLink>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={pages} label={t('commerce.orders.loadMore')} />
    </div>
  );
}
