import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import { createJobQueue } from '../../platform/jobs/jobQueue.ts';
import { repeatEvery } from '../../platform/jobs/repeat.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import { createNotificationsRepo } from './notifications.repo.ts';
import { registerNotificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';
import { createNotificationEvents } from './notifications.socket.ts';
import { createRemindersRepo } from './reminders.repo.ts';
import { createRemindersService } from './reminders.service.ts';

export interface NotificationsModuleDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'publicUrl'>;
  clock: () => Date;
  log: Logger;
  mailer: Mailer;
  delivery: RealtimeDelivery;
}

/** Every process looks for due reminders this often. */
const reminderIntervalMs = 2000;

/**
 * The notifications panel (list, delete), the event reminders job and, for the other features, `notify`:
 * store a notification and push it to the person's sockets.
 */
export function createNotificationsModule(deps: NotificationsModuleDeps) {
  const notifications = createNotificationsService({
    repo: createNotificationsRepo(deps.db),
    notify: createNotificationEvents(deps.delivery),
    now: deps.clock,
  });
  const reminders = createRemindersService({
    repo: createRemindersRepo(deps.db),
    jobs: createJobQueue(deps.db, deps.log),
    notifications,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
    now: deps.clock,
  });
  let stopReminders = async () => {};
  const module: FeatureModule = {
    name: 'notifications',
    routes: ({ router }) => registerNotificationsRoutes(router, notifications),
    start() {
      stopReminders = repeatEvery(reminderIntervalMs, reminders.run, (error) =>
        deps.log.warn({ err: error }, 'event reminders failed'),
      );
    },
    stop: () => stopReminders(),
  };
  return { module, notify: notifications.send, runReminders: reminders.run };
}
