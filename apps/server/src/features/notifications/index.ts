export { createNotificationsModule } from './notifications.module.ts';
export type { NotificationsPort, NotificationPayload } from './notifications.service.ts';
