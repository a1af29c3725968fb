// The notifications panel and the header bell (spec 000 §2, §3 notification; docs/decisions/friends-web.md).
export { NotificationBell } from './NotificationBell.tsx';
export { useNotificationBellStore, useUnseenNotificationCount } from './notificationBellStore.ts';
export { fetchNotificationPage, notificationKeys } from './notificationsApi.ts';
export { NotificationRow } from './NotificationRow.tsx';
export { notificationText } from './notificationText.ts';
export { NotificationAnswersContext, type NotificationAnswers } from './notificationAnswers.ts';
