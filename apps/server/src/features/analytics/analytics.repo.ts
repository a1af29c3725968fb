import type { Kysely } from 'kysely';
import type { AnalyticsPlatform } from '@limelight/protocol';
import type { AnalyticsRolesTable, Database } from '../../platform/db/schema.ts';

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;

/** A room socket's stay as it opens. */
export interface SessionStart {
  id: string;
  roomId: string;
  userId: string;
  platform: AnalyticsPlatform;
  client: string;
  joinedAt: Date;
}

/** A person's name fields (the users feature's table, read only). */
export interface NamedPerson {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
}

/**
 * The analytics feature's own tables: room sockets' stays (analytics_sessions) and analytics roles
 * (analytics_roles), and the few reads of the users table that roles need.
 */
export function createAnalyticsRepo(db: Kysely<Database>) {
  return {
    async openSession(session: SessionStart): Promise<void> {
      await db.insertInto('analyticsSessions').values(session).execute();
    },

    /** Writes a stay's leave once; a second leave of the same socket changes nothing. */
    async closeSession(id: string, leftAt: Date): Promise<void> {
      await db
        .updateTable('analyticsSessions')
        .set({ leftAt })
        .where('id', '=', id)
        .where('leftAt', 'is', null)
        .execute();
    },

    async roleOf(channelId: string, userId: string): Promise<AnalyticsRolesTable['role'] | undefined> {
      const row = await db
        .selectFrom('analyticsRoles')
        .select('role')
        .where('channelId', '=', channelId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row?.role;
    },

    async setRole(row: Omit<AnalyticsRolesTable, 'createdAt'>): Promise<void> {
      await db
        .insertInto('analyticsRoles')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['channelId', 'userId']).doUpdateSet({ role: row.role, grantedBy: row.grantedBy }),
        )
        .execute();
    },

    async removeRole(channelId: string, userId: string): Promise<void> {
      await db
        .deleteFrom('analyticsRoles')
        .where('channelId', '=', channelId)
        .where('userId', '=', userId)
        .execute();
    },

    /**
     * One page of role grants, oldest first, with the name fields of their other side: a channel's holders
     * (`by` channelId) or the channels a person holds a role on (`by` userId).
     */
    async grantsPage(by: 'channelId' | 'userId', id: string, offset: number, limit: number) {
      const other = by === 'channelId' ? 'userId' : 'channelId';
      const [rows, total] = await Promise.all([
        db
          .selectFrom('analyticsRoles as r')
          .innerJoin('users as u', 'u.id', `r.${other}`)
          .select([`r.${other} as userId`, 'r.role', 'u.firstName', 'u.lastName', 'u.username'])
          .where(`r.${by}`, '=', id)
          .orderBy('r.createdAt')
          .orderBy(`r.${other}`)
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom('analyticsRoles')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where(by, '=', id)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /** A member's name fields (the users table, read only); undefined for guests and unknown ids. */
    async memberNamed(userId: string): Promise<NamedPerson | undefined> {
      return db
        .selectFrom('users')
        .select(['id as userId', 'firstName', 'lastName', 'username'])
        .where('id', '=', userId)
        .where('kind', '=', 'member')
        .executeTakeFirst();
    },
  };
}
