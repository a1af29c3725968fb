import { ModerationAction, ReportStatus, type QueuedReport } from '@limelight/protocol';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { toast } from '../../ui/toastStore.ts';
import { fetchReports, operatorKeys, resolveReport } from './operatorApi.ts';
import { QueuePager, useQueueTime } from './QueuePager.tsx';

/** Where a report came from: the room's or the event's live page. */
const livePathOf = (report: QueuedReport) =>
  report.roomKind === 'event' ? `/event/${report.eventId}/live` : `/room/${report.eventId}`;

function ReportCard({ report }: { report: QueuedReport }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const timeOf = useQueueTime();
  const acting = useMutation({
    mutationFn: (action: ModerationAction) => resolveReport(report.reportId, action),
    onSuccess: (_closed, action) => {
      toast.success(t(`operator.done.${action}`));
      void queryClient.invalidateQueries({ queryKey: operatorKeys.all });
    },
    onError: () => toast.error(t('messages.genericError')),
  });
  const about = report.message
    ? t('operator.aboutMessage', { name: report.target?.displayName })
    : report.target
      ? t('operator.aboutPerson', { name: report.target.displayName })
      : t('operator.aboutRoom');
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-4" aria-label={about}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{about}</h3>
        <time className="text-sm text-fg-muted" dateTime={report.createdAt}>
          {timeOf(report.createdAt)}
        </time>
      </div>
      {report.message && (
        <blockquote className="rounded-md border-l-4 border-accent bg-surface-muted px-3 py-2 whitespace-pre-wrap">
          {report.message.content}
        </blockquote>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-fg-muted">{t('report.reason')}</dt>
        <dd>{t(`report.reasons.${report.reason}`, { defaultValue: String(report.reason) })}</dd>
        <dt className="text-fg-muted">{t('report.comment')}</dt>
        <dd className="whitespace-pre-wrap">{report.comment}</dd>
        <dt className="text-fg-muted">{t('operator.reportedBy')}</dt>
        <dd>{report.reporter.displayName}</dd>
        <dt className="text-fg-muted">{t('operator.where')}</dt>
        <dd>
          <AppLink className="underline" to={livePathOf(report)}>
            {t(report.roomKind === 'event' ? 'operator.event' : 'operator.room', { id: report.eventId })}
          </AppLink>
        </dd>
        {report.resolution && (
          <>
            <dt className="text-fg-muted">{t('operator.resolution')}</dt>
            <dd>{t(`operator.actions.${report.resolution}`)}</dd>
          </>
        )}
      </dl>
      {report.status === ReportStatus.Open && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            isLoading={acting.isPending && acting.variables === ModerationAction.Dismiss}
            disabled={acting.isPending}
            onClick={() => acting.mutate(ModerationAction.Dismiss)}
          >
            {t('operator.actions.dismiss')}
          </Button>
          {report.message && (
            <Button
              size="sm"
              variant="danger"
              isLoading={acting.isPending && acting.variables === ModerationAction.RemoveMessage}
              disabled={acting.isPending}
              onClick={() => acting.mutate(ModerationAction.RemoveMessage)}
            >
              {t('operator.actions.removeMessage')}
            </Button>
          )}
          {report.target && (
            <Button
              size="sm"
              variant="danger"
              isLoading={acting.isPending && acting.variables === ModerationAction.BlockFromRoom}
              disabled={acting.isPending}
              onClick={() => acting.mutate(ModerationAction.BlockFromRoom)}
            >
              {t('operator.actions.blockFromRoom')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** The reports of the flagging and report-room dialogs: open ones first, oldest first, 20 a page. */
export function ReportQueue() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReportStatus>(ReportStatus.Open);
  const [page, setPage] = useState(1);
  const reports = useQuery({
    queryKey: operatorKeys.reports(status, page),
    queryFn: () => fetchReports(status, page),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-4">
      <div className="max-w-xs">
        <SelectField
          label={t('operator.show')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value === ReportStatus.Closed ? ReportStatus.Closed : ReportStatus.Open);
            setPage(1);
          }}
          options={[
            { value: ReportStatus.Open, label: t('operator.openReports') },
            { value: ReportStatus.Closed, label: t('operator.closedReports') },
          ]}
        />
      </div>
      {reports.isPending ? (
        <LoadingState label={t('operator.loading')} />
      ) : reports.isError ? (
        <p role="alert">{t('operator.loadFailed')}</p>
      ) : reports.data.list.length === 0 ? (
        <EmptyState headingLevel="h3" title={t('operator.noReports')} />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {reports.data.list.map((report) => (
              <ReportCard key={report.reportId} report={report} />
            ))}
          </ul>
          <QueuePager pagination={reports.data.pagination} onPage={setPage} />
        </>
      )}
    </div>
  );
}
