import { deleteNotificationRequestSchema, listNotificationsQuerySchema } from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { NotificationsService } from './notifications.service.ts';

/** spec 000 §7 "Notifications". */
export function registerNotificationsRoutes(router: ApiRouter, notifications: NotificationsService): void {
  router.get(
    '/api/notification/v1/listSelfNotifications',
    { auth: 'member', query: listNotificationsQuerySchema },
    ({ caller, query }) => notifications.list(caller.userId, query),
  );
  router.post(
    '/api/notification/v1/deleteNotification',
    { auth: 'member', body: deleteNotificationRequestSchema },
    ({ caller, body }) => notifications.delete(caller.userId, body),
  );
}
