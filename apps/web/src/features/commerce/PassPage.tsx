import { ResponseCode, type Pass } from '@limelight/protocol';
import { useQuery } from '@tanstack/react-query';
import { IdCard, Printer } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RefusedAnswerError } from '../../lib/api/index.ts';
import { AppLink } from '../../lib/navigation/index.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { eventTimeRangeText } from '../../lib/eventDisplay/index.ts';
import { CommerceStatusBadge } from './CommerceStatusBadge.tsx';
import { fetchPass, orderKeys } from './ordersApi.ts';
import { passTicketText } from './passDisplay.ts';

function PassField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase print:text-black">
        {label}
      </dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

function PassCard({ pass }: { pass: Pass }) {
  const { t, i18n } = useTranslation();
  const codeHintId = useId();
  return (
    <article className="overflow-hidden rounded-2xl border-2 border-border bg-surface-raised print:border-black print:bg-white print:text-black">
      {pass.cover !== null && (
        <img src={pass.cover} alt="" className="aspect-[3/1] w-full object-cover print:hidden" />
      )}
      <div className="flex flex-col gap-5 p-5 sm:p-8">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-2xl font-bold break-words sm:text-3xl">{pass.eventTitle}</h1>
          <CommerceStatusBadge pass={pass.status} />
        </header>
        <dl className="grid gap-4 sm:grid-cols-2">
          <PassField label={t('commerce.passes.holder')}>{pass.holderName}</PassField>
          <PassField label={t('commerce.passes.when')}>
            {eventTimeRangeText(pass.startAt, pass.endAt, i18n.language, t)}
          </PassField>
          <PassField label={t('commerce.passes.ticketType')}>{passTicketText(pass, t)}</PassField>
          <PassField label={t('commerce.passes.admits')}>{pass.quantity}</PassField>
        </dl>
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-5 text-center print:border-black">
          <span className="text-sm font-semibold text-fg-muted print:text-black">
            {t('commerce.passes.verificationCode')}
          </span>
          <span
            className="font-mono text-4xl font-bold tracking-[0.2em] sm:text-5xl"
            aria-describedby={codeHintId}
          >
            {pass.verificationCode}
          </span>
          <span id={codeHintId} className="text-sm text-fg-muted print:text-black">
            {t('commerce.passes.verificationHint')}
          </span>
        </div>
      </div>
    </article>
  );
}

/** `/pass/:id` (public): an entry pass to show at the door, readable and printable by whoever has its link. */
export function PassPage() {
  const { t } = useTranslation();
  const passId = useParams().id ?? '';
  const pass = useQuery({ queryKey: orderKeys.pass(passId), queryFn: () => fetchPass(passId) });
  const isNotFound =
    pass.error instanceof RefusedAnswerError && pass.error.answer.code === ResponseCode.NotFound;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6 print:max-w-none print:p-0">
      <title>{t('app.documentTitle', { page: pass.data?.eventTitle ?? t('pages.pass') })}</title>
      {pass.isPending && <LoadingState label={t('commerce.passes.pageLoading')} />}
      {isNotFound && (
        <EmptyState
          headingLevel="h1"
          icon={<IdCard className="size-10" />}
          title={t('commerce.passes.notFound')}
          description={t('commerce.passes.notFoundHint')}
        />
      )}
      {pass.isError && !isNotFound && <Banner tone="warning">{t('commerce.passes.pageLoadFailed')}</Banner>}
      {pass.isSuccess && (
        <>
          <PassCard pass={pass.data} />
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden="true" />
              {t('commerce.passes.print')}
            </Button>
            <Button asChild variant="secondary">
              <AppLink to={`/event/${pass.data.eventSlug}`}>{t('commerce.passes.viewEvent')}</AppLink>
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
