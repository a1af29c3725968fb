import { sql, type Kysely } from 'kysely';
import type { NotificationCategory } from '@limelight/protocol';
import type { Database } from '../../platform/db/schema.ts';

/** A stored notification; `payload` is the JSON object the push carried. */
export interface NotificationRow {
  id: string;
  userId: string;
  category: NotificationCategory;
  command: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;

/** A person's stored notifications (docs/decisions/notifications.md). */
export function createNotificationsRepo(db: Kysely<Database>) {
  const rows = (executor: Kysely<Database>) =>
    executor
      .selectFrom('notifications')
      .select(['id', 'userId', 'category', 'command', sql<string>`payload::text`.as('payload'), 'createdAt']);
  const toRow = (row: {
    id: string;
    userId: string;
    category: string;
    command: string;
    payload: string;
    createdAt: Date;
  }): NotificationRow => ({
    ...row,
    category: row.category as NotificationCategory,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
  });

  return {
    /** Stores notifications; `executor` is the transaction of the change that causes them, when there is one. */
    async insert(notifications: readonly NotificationRow[], executor: Kysely<Database> = db): Promise<void> {
      if (notifications.length === 0) return;
      await executor
        .insertInto('notifications')
        .values(
          notifications.map((n) => ({
            id: n.id,
            userId: n.userId,
            category: n.category,
            command: n.command,
            // JSON text: the CamelCasePlugin would rename keys inside a jsonb object.
            payload: sql<string>`${JSON.stringify(n.payload)}::jsonb`,
            createdAt: n.createdAt,
          })),
        )
        .execute();
    },

    /** The newest `limit` notifications of a person in one category. */
    async newest(userId: string, category: NotificationCategory, limit: number): Promise<NotificationRow[]> {
      const found = await rows(db)
        .where('userId', '=', userId)
        .where('category', '=', category)
        .orderBy('position', 'desc')
        .limit(limit)
        .execute();
      return found.map(toRow);
    },

    /** One page of a category, newest first, and the category's count. */
    async page(userId: string, category: NotificationCategory, page: number, pageSize: number) {
      const [found, count] = await Promise.all([
        rows(db)
          .where('userId', '=', userId)
          .where('category', '=', category)
          .orderBy('position', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .where('userId', '=', userId)
          .where('category', '=', category)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: found.map(toRow), total: Number(count.total) };
    },

    /** Deletes a person's notification; answers whether there was one. */
    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('notifications')
        .where('userId', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
