import type {
  AnalyticsEventRow,
  AnalyticsRegistrantRow,
  AnalyticsSessionRow,
  AnalyticsStageRow,
  Page,
} from '@limelight/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import {
  analyticsKeys,
  fetchEventRows,
  fetchRegistrantRows,
  fetchSessionRows,
  fetchStageRows,
  type AnalyticsListTable,
} from './analyticsApi.ts';
import { durationText, moneyText, timeText } from './analyticsDisplay.ts';
import type { AnalyticsQuery } from './analyticsFilter.ts';
import { AnalyticsTable, type Column } from './AnalyticsTable.tsx';

interface PagedTableProps<R> {
  table: AnalyticsListTable;
  query: AnalyticsQuery;
  fetchPage: (query: AnalyticsQuery, page: number) => Promise<Page<R>>;
  columns: readonly Column<R>[];
  rowKey: (row: R) => string;
}

/** One table's page, with its loading, failure and empty states; back to page 1 when the filter changes. */
function PagedTable<R>({ table, query, fetchPage, columns, rowKey }: PagedTableProps<R>) {
  const { t } = useTranslation();
  const [paged, setPaged] = useState({ query, page: 1 });
  const page = paged.query === query ? paged.page : 1;
  const rows = useQuery({
    queryKey: analyticsKeys.table(table, query, page),
    queryFn: () => fetchPage(query, page),
    placeholderData: keepPreviousData,
  });
  if (rows.isPending) return <LoadingState label={t('analytics.loading')} />;
  if (rows.isError) return <Banner tone="warning">{t('analytics.loadFailed')}</Banner>;
  const { list, pagination } = rows.data;
  if (list.length === 0)
    return (
      <EmptyState
        icon={<Table2 className="size-10" aria-hidden="true" />}
        title={t('analytics.emptyTitle')}
        description={t('analytics.emptyHint')}
        headingLevel="h3"
      />
    );
  return (
    <AnalyticsTable
      label={t(`analytics.tabs.${table}`)}
      columns={columns}
      rows={list}
      rowKey={rowKey}
      page={page}
      pages={Math.max(1, Math.ceil(pagination.total / pagination.pageSize))}
      onPage={(next) => setPaged({ query, page: next })}
    />
  );
}

/** The events table; each row opens that event's detail. */
export function EventsTable({ query, onOpen }: { query: AnalyticsQuery; onOpen: (eventId: string) => void }) {
  const { t, i18n } = useTranslation();
  const columns: Column<AnalyticsEventRow>[] = [
    { key: 'title', label: t('analytics.columns.event'), cell: (row) => row.title },
    {
      key: 'start',
      label: t('analytics.columns.start'),
      cell: (row) => (row.startAt ? timeText(row.startAt, i18n.language) : '—'),
    },
    {
      key: 'registrants',
      label: t('analytics.figures.registrants'),
      cell: (row) => row.registrants,
      isNumber: true,
    },
    {
      key: 'attendees',
      label: t('analytics.figures.attendees'),
      cell: (row) => row.attendees,
      isNumber: true,
    },
    {
      key: 'peak',
      label: t('analytics.figures.peakViewers'),
      cell: (row) => row.peakViewers,
      isNumber: true,
    },
    {
      key: 'watch',
      label: t('analytics.figures.averageWatch'),
      cell: (row) => durationText(row.averageWatchSeconds),
      isNumber: true,
    },
    {
      key: 'revenue',
      label: t('analytics.figures.revenue'),
      cell: (row) => moneyText(row.revenueCents, i18n.language),
      isNumber: true,
    },
    {
      key: 'open',
      label: t('analytics.columns.detail'),
      cell: (row): ReactNode => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('analytics.openEvent', { title: row.title })}
          onClick={() => onOpen(row.eventId)}
        >
          {t('analytics.open')}
        </Button>
      ),
    },
  ];
  return (
    <PagedTable
      table="events"
      query={query}
      fetchPage={fetchEventRows}
      columns={columns}
      rowKey={(row) => row.eventId}
    />
  );
}

/** Who was on stage, for how long. */
export function StageTable({ query }: { query: AnalyticsQuery }) {
  const { t } = useTranslation();
  const columns: Column<AnalyticsStageRow>[] = [
    { key: 'name', label: t('analytics.columns.person'), cell: (row) => row.name },
    { key: 'event', label: t('analytics.columns.event'), cell: (row) => row.eventTitle },
    {
      key: 'time',
      label: t('analytics.columns.stageTime'),
      cell: (row) => durationText(row.stageSeconds),
      isNumber: true,
    },
    {
      key: 'applications',
      label: t('analytics.figures.stageApplications'),
      cell: (row) => row.applications,
      isNumber: true,
    },
    {
      key: 'approvals',
      label: t('analytics.figures.stageApprovals'),
      cell: (row) => row.approvals,
      isNumber: true,
    },
  ];
  return (
    <PagedTable
      table="stage"
      query={query}
      fetchPage={fetchStageRows}
      columns={columns}
      rowKey={(row) => `${row.eventId}:${row.userId}`}
    />
  );
}

/** Joins and leaves, with the platform. */
export function SessionsTable({ query }: { query: AnalyticsQuery }) {
  const { t, i18n } = useTranslation();
  const columns: Column<AnalyticsSessionRow>[] = [
    { key: 'name', label: t('analytics.columns.person'), cell: (row) => row.name },
    { key: 'event', label: t('analytics.columns.event'), cell: (row) => row.eventTitle },
    {
      key: 'platform',
      label: t('analytics.columns.platform'),
      cell: (row) => t(`analytics.platforms.${row.platform}`),
    },
    {
      key: 'joined',
      label: t('analytics.columns.joined'),
      cell: (row) => timeText(row.joinedAt, i18n.language),
    },
    {
      key: 'left',
      label: t('analytics.columns.left'),
      cell: (row) => (row.leftAt ? timeText(row.leftAt, i18n.language) : t('analytics.stillThere')),
    },
    {
      key: 'time',
      label: t('analytics.columns.duration'),
      cell: (row) => durationText(row.seconds),
      isNumber: true,
    },
  ];
  return (
    <PagedTable
      table="sessions"
      query={query}
      fetchPage={fetchSessionRows}
      columns={columns}
      rowKey={(row) => row.sessionId}
    />
  );
}

/** Who registered or bought, without e-mails. */
export function RegistrantsTable({ query }: { query: AnalyticsQuery }) {
  const { t, i18n } = useTranslation();
  const columns: Column<AnalyticsRegistrantRow>[] = [
    { key: 'name', label: t('analytics.columns.person'), cell: (row) => row.name },
    { key: 'event', label: t('analytics.columns.event'), cell: (row) => row.eventTitle },
    {
      key: 'source',
      label: t('analytics.columns.source'),
      cell: (row) => t(`analytics.sources.${row.source}`),
    },
    {
      key: 'registered',
      label: t('analytics.columns.registered'),
      cell: (row) => timeText(row.registeredAt, i18n.language),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-fg-muted">{t('analytics.noEmails')}</p>
      <PagedTable
        table="registrants"
        query={query}
        fetchPage={fetchRegistrantRows}
        columns={columns}
        rowKey={(row) => `${row.eventId}:${row.userId}:${row.registeredAt}`}
      />
    </div>
  );
}
