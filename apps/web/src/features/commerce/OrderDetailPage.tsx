import { formatPrice, ResponseCode, type Order } from '@limelight/protocol';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ReceiptText, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RefusedAnswerError } from '../../lib/api/index.ts';
import { AppLink } from '../../lib/navigation/index.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { eventTimeText } from '../../lib/eventDisplay/index.ts';
import { CommerceStatusBadge } from './CommerceStatusBadge.tsx';
import { fetchOrderDetail, orderKeys } from './ordersApi.ts';
import { toCents } from './pricing.ts';

const priceText = (units: number) => formatPrice(toCents(units));

function ReceiptLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="font-medium break-all">{children}</dd>
    </div>
  );
}

function Receipt({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const timeText = (iso: string | null) => eventTimeText(iso, i18n.language, t);
  const isRefunded = order.status === 'refunded';
  return (
    <article className="flex flex-col gap-4 rounded-lg border border-border bg-surface-raised p-4 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-xl font-semibold break-words">{order.eventTitle}</h2>
          <p className="text-sm text-fg-muted">
            {t('commerce.receipt.eventStart')}: {timeText(order.eventStartAt)}
          </p>
        </div>
        <CommerceStatusBadge order={order.status} />
      </header>
      {isRefunded && (
        <p className="rounded-md bg-surface-muted p-3 text-sm">{t('commerce.receipt.refundedNotice')}</p>
      )}
      <dl className="divide-y divide-border">
        <ReceiptLine label={t('commerce.receipt.ticketType')}>
          {order.kind === 'film' ? `${order.type} (${t('commerce.orders.film')})` : order.type}
        </ReceiptLine>
        <ReceiptLine label={t('commerce.receipt.quantity')}>{order.quantity}</ReceiptLine>
        <ReceiptLine label={t('commerce.receipt.unitPrice')}>{priceText(order.unitPrice)}</ReceiptLine>
        {order.couponCode !== null && (
          <ReceiptLine label={t('commerce.receipt.coupon')}>{order.couponCode}</ReceiptLine>
        )}
        <ReceiptLine label={t('commerce.receipt.total')}>{priceText(order.price)}</ReceiptLine>
        <ReceiptLine label={t('commerce.receipt.paidAt')}>
          {timeText(order.paidAt ?? order.createdAt)}
        </ReceiptLine>
        {order.refundedAt !== null && (
          <ReceiptLine label={t('commerce.receipt.refundedAt')}>{timeText(order.refundedAt)}</ReceiptLine>
        )}
        <ReceiptLine label={t('commerce.receipt.email')}>{order.email}</ReceiptLine>
        <ReceiptLine label={t('commerce.receipt.orderNumber')}>
          <span className="font-mono text-sm">{order.ticketId}</span>
        </ReceiptLine>
      </dl>
      <div className="flex flex-wrap gap-2">
        {!isRefunded && (
          <Button asChild>
            <AppLink to={`/pass/${encodeURIComponent(order.passId)}`}>
              <Ticket className="size-4" aria-hidden="true" />
              {t('commerce.receipt.viewPass')}
            </AppLink>
          </Button>
        )}
        <Button asChild variant="secondary">
          <AppLink to={`/event/${order.eventId}`}>{t('commerce.receipt.viewEvent')}</AppLink>
        </Button>
      </div>
    </article>
  );
}

/** `/myPurchases/:ticketId`: the receipt of one of the member's orders, its status and its pass. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const ticketId = useParams().ticketId ?? '';
  const order = useQuery({ queryKey: orderKeys.detail(ticketId), queryFn: () => fetchOrderDetail(ticketId) });
  const isNotFound =
    order.error instanceof RefusedAnswerError && order.error.answer.code === ResponseCode.NotFound;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('commerce.receipt.title') })}</title>
      <Button asChild variant="ghost" size="sm" className="self-start">
        <AppLink to="/myPurchases">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('commerce.receipt.back')}
        </AppLink>
      </Button>
      <h1 className="text-2xl font-bold">{t('commerce.receipt.title')}</h1>
      {order.isPending && <LoadingState label={t('commerce.receipt.loading')} />}
      {isNotFound && (
        <EmptyState icon={<ReceiptText className="size-10" />} title={t('commerce.receipt.notFound')} />
      )}
      {order.isError && !isNotFound && <Banner tone="warning">{t('commerce.receipt.loadFailed')}</Banner>}
      {order.isSuccess && <Receipt order={order.data} />}
    </div>
  );
}
