import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import { createNotificationsRepo } from './notifications.repo.ts';
import { registerNotificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';
import { createNotificationEvents } from './notifications.socket.ts';

export interface NotificationsModuleDeps {
  db: Kysely<Database>;
  clock: () => Date;
  delivery: RealtimeDelivery;
}

/**
 * The notifications panel (list, delete) and, for the other features, `notify`: store a notification and
 * push it to the person's sockets.
 */
export function createNotificationsModule(deps: NotificationsModuleDeps) {
  const notifications = createNotificationsService({
    repo: createNotificationsRepo(deps.db),
    notify: createNotificationEvents(deps.delivery),
    now: deps.clock,
  });
  const module: FeatureModule = {
    name: 'notifications',
    routes: ({ router }) => registerNotificationsRoutes(router, notifications),
  };
  return { module, notify: notifications.send, notifications };
}
