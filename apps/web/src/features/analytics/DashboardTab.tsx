import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../ui/Banner.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { analyticsKeys, fetchDashboard } from './analyticsApi.ts';
import { moneyText } from './analyticsDisplay.ts';
import type { AnalyticsQuery } from './analyticsFilter.ts';
import { DailyChart } from './DailyChart.tsx';
import { FiguresGrid } from './FiguresGrid.tsx';

/** The dashboard: the span's figures, joins and revenue day by day, and sessions by platform. */
export function DashboardTab({ query }: { query: AnalyticsQuery }) {
  const { t, i18n } = useTranslation();
  const dashboard = useQuery({
    queryKey: analyticsKeys.dashboard(query),
    queryFn: () => fetchDashboard(query),
    placeholderData: keepPreviousData,
  });
  const days = dashboard.data?.days;
  const joins = useMemo(() => (days ?? []).map((day) => ({ day: day.day, value: day.joins })), [days]);
  const revenue = useMemo(
    () => (days ?? []).map((day) => ({ day: day.day, value: day.revenueCents })),
    [days],
  );
  const formatCount = useCallback((value: number) => value.toLocaleString(i18n.language), [i18n.language]);
  const formatMoney = useCallback((value: number) => moneyText(value, i18n.language), [i18n.language]);
  if (dashboard.isPending) return <LoadingState label={t('analytics.loading')} />;
  if (dashboard.isError) return <Banner tone="warning">{t('analytics.loadFailed')}</Banner>;
  const { figures, platforms } = dashboard.data;
  return (
    <div className="flex flex-col gap-6">
      <FiguresGrid figures={figures} />
      {joins.length === 0 ? (
        <EmptyState
          icon={<BarChart3 className="size-10" aria-hidden="true" />}
          title={t('analytics.emptyTitle')}
          description={t('analytics.emptyHint')}
          headingLevel="h3"
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <section className="flex min-w-0 flex-col gap-2">
            <h3 className="font-semibold">{t('analytics.joinsPerDay')}</h3>
            <DailyChart label={t('analytics.joinsPerDay')} points={joins} formatValue={formatCount} />
          </section>
          <section className="flex min-w-0 flex-col gap-2">
            <h3 className="font-semibold">{t('analytics.revenuePerDay')}</h3>
            <DailyChart label={t('analytics.revenuePerDay')} points={revenue} formatValue={formatMoney} />
          </section>
        </div>
      )}
      {platforms.length > 0 && (
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold">{t('analytics.byPlatform')}</h3>
          <ul className="flex flex-wrap gap-2">
            {platforms.map((row) => (
              <li key={row.platform} className="rounded-full border border-border px-3 py-1 text-sm">
                {t(`analytics.platforms.${row.platform}`)}: {formatCount(row.sessions)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
