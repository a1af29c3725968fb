import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  notificationCategoryOf,
  toPage,
  type AllNotificationsAnswer,
  type AppKey,
  type DeleteNotificationRequest,
  type ListNotificationsQuery,
  type NotificationCategory,
  type NotificationItem,
  type NotificationPageAnswer,
  type ServerCommand,
  type ServerPayloadInput,
} from '@limelight/protocol';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/http/apiError.ts';
import type { NotificationRow, NotificationsRepo } from './notifications.repo.ts';
import type { NotificationEvents } from './notifications.socket.ts';

type NotificationCommandName = ServerCommand<typeof AppKey.Notification>;
/** A notification's payload as its sender gives it: the stored id is added here. */
export type NotificationPayload<C extends NotificationCommandName> = Omit<
  ServerPayloadInput<typeof AppKey.Notification, C>,
  'notificationId'
>;

/** Notifications ready to store and push: stored in a transaction of the caller's, pushed after it commits. */
export interface PreparedNotifications {
  readonly rows: readonly NotificationRow[];
  push(): Promise<void>;
}

export interface NotificationsServiceDeps {
  repo: NotificationsRepo;
  notify: NotificationEvents;
  now: () => Date;
}

const isStored = (command: string): command is keyof typeof notificationCategoryOf =>
  Object.hasOwn(notificationCategoryOf, command);

const itemOf = (row: NotificationRow): NotificationItem => ({
  notificationId: row.id,
  uuid: row.id,
  userId: row.userId,
  command: row.command,
  category: row.category,
  payload: row.payload,
  createdAt: row.createdAt.toISOString(),
});

/** The notifications panel and the port other features notify people through. */
export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { repo } = deps;

  /**
   * One notification per person: stored (with its id in the payload) when its command is listed in a
   * category, pushed on every socket of theirs either way.
   */
  function prepare<C extends NotificationCommandName>(
    userIds: readonly string[],
    command: C,
    payload: NotificationPayload<C>,
  ): PreparedNotifications {
    const createdAt = deps.now();
    const each = [...new Set(userIds)].map((userId) => {
      const notificationId = isStored(command) ? randomUUID() : undefined;
      const full = { ...payload, ...(notificationId ? { notificationId } : {}) } as ServerPayloadInput<
        typeof AppKey.Notification,
        C
      >;
      return { userId, notificationId, full };
    });
    const rows = each.flatMap(({ userId, notificationId, full }) =>
      notificationId && isStored(command)
        ? [
            {
              id: notificationId,
              userId,
              category: notificationCategoryOf[command],
              command,
              payload: full as Record<string, unknown>,
              createdAt,
            },
          ]
        : [],
    );
    return {
      rows,
      push: async () => {
        await Promise.all(each.map(({ userId, full }) => deps.notify.pushed(userId, command, full)));
      },
    };
  }

  return {
    prepare,

    /** Stores prepared notifications in the transaction of the change that causes them. */
    store: (prepared: PreparedNotifications, trx: Kysely<Database>) => repo.insert(prepared.rows, trx),

    /** Notifies people now: stores, then pushes. */
    async send<C extends NotificationCommandName>(
      userIds: readonly string[],
      command: C,
      payload: NotificationPayload<C>,
    ): Promise<void> {
      const prepared = prepare(userIds, command, payload);
      await repo.insert(prepared.rows);
      await prepared.push();
    },

    /**
     * GET /notification/v1/listSelfNotifications: for `all`, the newest `maxNumInType` of each category;
     * otherwise one page of the category, newest first.
     */
    async list(
      userId: string,
      query: ListNotificationsQuery,
    ): Promise<AllNotificationsAnswer | NotificationPageAnswer> {
      if (query.condition === 'all') {
        const newest = async (category: NotificationCategory) =>
          (await repo.newest(userId, category, query.maxNumInType)).map(itemOf);
        const [request, event, room] = await Promise.all([
          newest('request'),
          newest('event'),
          newest('room'),
        ]);
        return { request, event, room };
      }
      const { rows, total } = await repo.page(userId, query.condition, query.page, query.pageSize);
      const { list, pagination } = toPage(rows.map(itemOf), query.page, query.pageSize, total);
      return { notifications: list, pagination };
    },

    /** POST /notification/v1/deleteNotification {userId, uuid}: one's own only (4003), an unknown one 4004. */
    async delete(callerId: string, request: DeleteNotificationRequest): Promise<null> {
      if (request.userId !== undefined && request.userId !== callerId) throw new ApiError('Forbidden');
      if (!(await repo.delete(callerId, request.uuid))) throw new ApiError('NotFound');
      return null;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
/** What other features notify people through. */
export type NotificationsPort = Pick<NotificationsService, 'send'>;
