import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useAppNavigate } from '../../lib/navigation/index.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { analyticsKeys, fetchAnalyticsChannels } from './analyticsApi.ts';
import {
  adminTabs,
  AnalyticsTabs,
  filterOfSearch,
  queryOfFilter,
  tabOf,
  type AnalyticsQuery,
  type AnalyticsTab,
} from './analyticsFilter.ts';
import { AnalyticsFilterBar } from './AnalyticsFilterBar.tsx';
import { DashboardTab } from './DashboardTab.tsx';
import { ExportTab } from './ExportTab.tsx';
import { RolesTab } from './RolesTab.tsx';
import { EventsTable, RegistrantsTable, SessionsTable, StageTable } from './TableTabs.tsx';

interface TabPanelProps {
  tab: AnalyticsTab;
  query: AnalyticsQuery;
  canManage: boolean;
  onOpenEvent: (eventId: string | undefined) => void;
}

/** The active tab's content. */
function TabPanel({ tab, query, canManage, onOpenEvent }: TabPanelProps) {
  const { t } = useTranslation();
  switch (tab) {
    case 'events':
      return query.eventId ? (
        <div className="flex flex-col gap-4">
          <Button variant="ghost" size="sm" className="self-start" onClick={() => onOpenEvent(undefined)}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('analytics.allEvents')}
          </Button>
          <DashboardTab query={query} />
          <SessionsTable query={query} />
        </div>
      ) : (
        <EventsTable query={query} onOpen={onOpenEvent} />
      );
    case 'stage':
      return <StageTable query={query} />;
    case 'sessions':
      return <SessionsTable query={query} />;
    case 'registrants':
      return <RegistrantsTable query={query} />;
    case 'reports':
    case 'export':
      return canManage ? <ExportTab query={query} /> : <DashboardTab query={query} />;
    case 'roles':
      return <RolesTab channelId={query.channelId} canManage={canManage} />;
    default:
      return <DashboardTab query={query} />;
  }
}

/** `/analytics/:tab?` (spec 001 §1): a channel's analytics, its filter and tab in the address. */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const { search } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useAppNavigate();
  const tab = tabOf(params.tab);
  const filter = filterOfSearch(searchParams);
  const channels = useQuery({ queryKey: analyticsKeys.channels(), queryFn: fetchAnalyticsChannels });
  const list = channels.data?.list ?? [];
  const channel = list.find((entry) => entry.channelId === filter.channelId) ?? list[0];
  const canManage = channel?.role === 'owner' || channel?.role === 'admin';
  // The query is rebuilt only when the address's filter or the channel changes: the tables' cache keys.
  const channelId = channel?.channelId;
  const searchText = searchParams.toString();
  const query = useMemo(
    () => (channelId ? queryOfFilter(filterOfSearch(new URLSearchParams(searchText)), channelId) : undefined),
    [channelId, searchText],
  );
  const setParam = (name: string, value: string | undefined) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(name);
        else next.set(name, value);
        if (name === 'channel') next.delete('event');
        return next;
      },
      { replace: true },
    );
  const tabs = AnalyticsTabs.filter((entry) => canManage || !adminTabs.has(entry));
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('pages.analytics') })}</title>
      <h1 className="text-2xl font-bold">{t('pages.analytics')}</h1>
      {channels.isPending && <LoadingState label={t('analytics.loading')} />}
      {channels.isError && <Banner tone="warning">{t('analytics.loadFailed')}</Banner>}
      {channel && query && (
        <>
          <AnalyticsFilterBar
            filter={filter}
            channelId={channel.channelId}
            channels={list}
            onChange={setParam}
          />
          <Tabs value={tab} onValueChange={(next) => navigate(`/analytics/${next}${search}`)}>
            <TabsList className="overflow-x-auto" aria-label={t('analytics.areas')}>
              {tabs.map((entry) => (
                <TabsTrigger key={entry} value={entry} className="shrink-0">
                  {t(`analytics.tabs.${entry}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            {/* The chosen area's panel, named by its tab (the tabs' aria-controls name it). */}
            <TabsContent value={tab}>
              <TabPanel
                tab={tab}
                query={query}
                canManage={canManage}
                onOpenEvent={(eventId) => setParam('event', eventId)}
              />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
