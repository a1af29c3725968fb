import { formatPrice, type EventOrder } from '@limelight/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextPageParam } from '../../lib/api/index.ts';
import { Button } from '../../ui/Button.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';
import { CommerceStatusBadge } from './CommerceStatusBadge.tsx';
import { fetchEventOrders, orderKeys } from './ordersApi.ts';
import { toCents } from './pricing.ts';
import { RefundOrderDialog } from './RefundOrderDialog.tsx';

function OrderRow({ order, onRefund }: { order: EventOrder; onRefund: () => void }) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const name = order.buyer.displayName;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-3">
      <div className="flex min-w-0 flex-1 basis-56 flex-col">
        <span className="truncate font-medium">{name}</span>
        <span className="truncate text-sm text-fg-muted">{order.email}</span>
      </div>
      <div className="flex flex-col text-sm">
        <span>{t('commerce.eventOrders.line', { type: order.type, quantity: order.quantity })}</span>
        <span className="text-fg-muted">{dateFormat.format(new Date(order.createdAt))}</span>
      </div>
      <span className="font-mono text-sm text-fg-muted">
        {t('commerce.eventOrders.code', { code: order.verificationCode })}
      </span>
      <span className="font-semibold">{formatPrice(toCents(order.price))}</span>
      <CommerceStatusBadge order={order.status} />
      {order.status === 'paid' && order.price > 0 && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('commerce.eventOrders.refundLabel', { name })}
          onClick={onRefund}
        >
          <Undo2 className="size-4" aria-hidden="true" />
          {t('commerce.eventOrders.refund')}
        </Button>
      )}
    </li>
  );
}

/** The editor's Tickets tab: the event's orders, newest first, each paid one refundable after a confirmation. */
export function EventOrdersPanel({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [refunding, setRefunding] = useState<EventOrder>();
  const pages = useInfiniteQuery({
    queryKey: orderKeys.ofEvent(eventId),
    queryFn: ({ pageParam }) => fetchEventOrders(eventId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  const orders = pages.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section aria-labelledby={headingId} className="mt-6 flex flex-col gap-3 border-t border-border pt-6">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('commerce.eventOrders.title')}
      </h2>
      {pages.isPending && <LoadingState label={t('commerce.eventOrders.loading')} />}
      {pages.isError && <p className="text-danger">{t('commerce.eventOrders.loadFailed')}</p>}
      {pages.isSuccess && orders.length === 0 && (
        <p className="text-fg-muted">{t('commerce.eventOrders.empty')}</p>
      )}
      {orders.length > 0 && (
        <ul
          aria-labelledby={headingId}
          className="flex flex-col divide-y divide-border rounded-lg border border-border"
        >
          {orders.map((order) => (
            <OrderRow key={order.ticketId} order={order} onRefund={() => setRefunding(order)} />
          ))}
        </ul>
      )}
      <LoadMoreButton pages={pages} label={t('commerce.eventOrders.loadMore')} />
      {refunding && <RefundOrderDialog order={refunding} onClose={() => setRefunding(undefined)} />}
    </section>
  );
}
