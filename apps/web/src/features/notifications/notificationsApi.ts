import type {
  AllNotificationsAnswer,
  NotificationCategory,
  NotificationPageAnswer,
} from '@limelight/protocol';
import { notificationsCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';

// One call answers both shapes: the newest of each category for `all`, a page of one category otherwise.
const listCall = notificationsCalls.listSelfNotifications;

/** The panel's categories (spec 000 §2 notifications panel). */
export const NotificationTabs = ['all', 'request', 'event', 'room'] as const;
export type NotificationTab = (typeof NotificationTabs)[number];

export const notificationKeys = {
  all: ['notifications'] as const,
  tab: (tab: NotificationTab) => ['notifications', tab] as const,
};

/** Category all: the newest of each category. */
export const fetchAllNotifications = async (): Promise<AllNotificationsAnswer> => {
  const list = dataOf(await api.call(listCall, { query: { condition: 'all' } }));
  if ('notifications' in list) throw new Error('listSelfNotifications answered a page for category all');
  return list;
};

/** One category, page by page (10 a page, newest first). */
export const fetchNotificationPage = async (
  condition: NotificationCategory,
  page: number,
): Promise<NotificationPageAnswer> => {
  const list = dataOf(await api.call(listCall, { query: { condition, page } }));
  if (!('notifications' in list)) throw new Error('listSelfNotifications answered all for one category');
  return list;
};

export const deleteNotification = (uuid: string) =>
  api.call(notificationsCalls.deleteNotification, { body: { uuid } }).then(dataOf);
