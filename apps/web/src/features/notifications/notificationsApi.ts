import type {
  AllNotificationsAnswer,
  NotificationCategory,
  NotificationPageAnswer,
} from '@limelight/protocol';
import { api, dataOf } from '../../lib/api/index.ts';

const NotificationPath = {
  List: '/api/notification/v1/listSelfNotifications',
  Delete: '/api/notification/v1/deleteNotification',
} as const;

/** The panel's categories (spec 000 §2 notifications panel). */
export const NotificationTabs = ['all', 'request', 'event', 'room'] as const;
export type NotificationTab = (typeof NotificationTabs)[number];

export const notificationKeys = {
  all: ['notifications'] as const,
  tab: (tab: NotificationTab) => ['notifications', tab] as const,
};

/** Category all: the newest of each category. */
export const fetchAllNotifications = () =>
  api.get<AllNotificationsAnswer>(NotificationPath.List, { condition: 'all' }).then(dataOf);

/** One category, page by page (10 a page, newest first). */
export const fetchNotificationPage = (condition: NotificationCategory, page: number) =>
  api.get<NotificationPageAnswer>(NotificationPath.List, { condition, page }).then(dataOf);

export const deleteNotification = (uuid: string) =>
  api.post<null>(NotificationPath.Delete, { uuid }).then(dataOf);
