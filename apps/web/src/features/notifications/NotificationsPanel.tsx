import {
  NotificationCategories,
  type NotificationCategory,
  type NotificationItem,
} from '@limelight/protocol';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { nextPageParam } from '../../lib/api/index.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { NotificationRow } from './NotificationRow.tsx';
import {
  NotificationTabs,
  fetchAllNotifications,
  fetchNotificationPage,
  notificationKeys,
} from './notificationsApi.ts';

function NotificationList({
  items,
  isLoading,
}: {
  items: NotificationItem[] | undefined;
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  if (isLoading) return <LoadingState label={t('app.loading')} />;
  if (!items?.length) return <EmptyState headingLevel="h3" title={t('notifications.empty')} />;
  return (
    <ul aria-label={t('notifications.listLabel')}>
      {items.map((item) => (
        <NotificationRow key={item.uuid} item={item} />
      ))}
    </ul>
  );
}

/** Category all: the newest few of each category. */
function AllNotifications() {
  const { data, isLoading } = useQuery({
    queryKey: notificationKeys.tab('all'),
    queryFn: fetchAllNotifications,
  });
  const items = data && NotificationCategories.flatMap((category) => data[category]);
  return (
    <NotificationList
      items={items?.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))}
      isLoading={isLoading}
    />
  );
}

/** One category, 10 a page; "Load more" continues from page 2. */
function CategoryNotifications({ category }: { category: NotificationCategory }) {
  const { t } = useTranslation();
  const pages = useInfiniteQuery({
    queryKey: notificationKeys.tab(category),
    queryFn: ({ pageParam }) => fetchNotificationPage(category, pageParam),
    initialPageParam: 1,
    getNextPageParam: (page) => nextPageParam(page),
  });
  return (
    <div className="flex flex-col gap-2">
      <NotificationList
        items={pages.data?.pages.flatMap((page) => page.notifications)}
        isLoading={pages.isLoading}
      />
      <LoadMoreButton pages={pages} label={t('notifications.loadMore')} />
    </div>
  );
}

/** The notifications panel (spec 000 §2): categories all, request, event, room. */
export function NotificationsPanel() {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="all">
      <TabsList aria-label={t('notifications.categories')}>
        {NotificationTabs.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {t(`notifications.tab.${tab}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {NotificationTabs.map((tab) => (
        <TabsContent key={tab} value={tab} className="max-h-[60dvh] overflow-y-auto">
          {tab === 'all' ? <AllNotifications /> : <CategoryNotifications category={tab} />}
        </TabsContent>
      ))}
    </Tabs>
  );
}
