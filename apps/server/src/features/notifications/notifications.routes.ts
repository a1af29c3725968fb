import { notificationsCalls as calls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { NotificationsService } from './notifications.service.ts';

/** The notifications group of the HTTP contract (spec 000 §7 "Notifications"). */
export function registerNotificationsRoutes(router: ApiRouter, notifications: NotificationsService): void {
  router.implement(calls.listSelfNotifications, ({ caller, query }) =>
    notifications.list(caller.userId, query),
  );
  router.implement(calls.deleteNotification, ({ caller, body }) => notifications.delete(caller.userId, body));
}
