import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** Who may enter a private event: whitelist v1 (e-mail addresses) and v2 (people). */
export function createEventWhitelistsRepo(db: Kysely<Database>) {
  return {
    /** One page of whitelist v1, by address, and the total. */
    async listWhitelistEmails(eventId: string, limit: number, offset: number) {
      const query = db.selectFrom('eventWhitelistEmails').where('eventId', '=', eventId);
      const [rows, counted] = await Promise.all([
        query.select(['email', 'createdAt']).orderBy('email').limit(limit).offset(offset).execute(),
        query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.total) };
    },

    async addWhitelistEmails(eventId: string, emails: readonly string[]): Promise<void> {
      if (emails.length === 0) return;
      await db
        .insertInto('eventWhitelistEmails')
        .values(emails.map((email) => ({ eventId, email })))
        .onConflict((oc) => oc.columns(['eventId', 'email']).doNothing())
        .execute();
    },

    async deleteWhitelistEmails(eventId: string, emails: readonly string[] | 'all'): Promise<void> {
      let query = db.deleteFrom('eventWhitelistEmails').where('eventId', '=', eventId);
      if (emails !== 'all') {
        if (emails.length === 0) return;
        query = query.where('email', 'in', emails);
      }
      await query.execute();
    },

    /** One page of whitelist v2, oldest first, with each person's public names, and the total. */
    async listWhitelistUsers(eventId: string, limit: number, offset: number) {
      const query = db
        .selectFrom('eventWhitelistUsers as w')
        .innerJoin('users as u', 'u.id', 'w.userId')
        .where('w.eventId', '=', eventId);
      const [rows, counted] = await Promise.all([
        query
          .select(['w.userId', 'u.username', 'u.firstName', 'u.lastName', 'u.avatar', 'w.createdAt'])
          .orderBy('w.createdAt')
          .orderBy('w.userId')
          .limit(limit)
          .offset(offset)
          .execute(),
        query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.total) };
    },

    /** Adds people to whitelist v2; ids without an account are skipped. */
    async addWhitelistUsers(eventId: string, userIds: readonly string[]): Promise<void> {
      if (userIds.length === 0) return;
      await db
        .insertInto('eventWhitelistUsers')
        .columns(['eventId', 'userId'])
        .expression((eb) =>
          eb
            .selectFrom('users')
            .select([sql.val(eventId).as('eventId'), 'id as userId'])
            .where('id', 'in', userIds),
        )
        .onConflict((oc) => oc.columns(['eventId', 'userId']).doNothing())
        .execute();
    },

    async deleteWhitelistUsers(eventId: string, userIds: readonly string[] | 'all'): Promise<void> {
      let query = db.deleteFrom('eventWhitelistUsers').where('eventId', '=', eventId);
      if (userIds !== 'all') {
        if (userIds.length === 0) return;
        query = query.where('userId', 'in', userIds);
      }
      await query.execute();
    },

    /** Whether a person is on either whitelist: by user id (v2) or by their e-mail (v1). */
    async isWhitelisted(eventId: string, userId: string, email: string | null): Promise<boolean> {
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .exists(
              eb
                .selectFrom('eventWhitelistUsers')
                .select('userId')
                .where('eventId', '=', eventId)
                .where('userId', '=', userId),
            )
            .as('byUser'),
          eb
            .exists(
              eb
                .selectFrom('eventWhitelistEmails')
                .select('email')
                .where('eventId', '=', eventId)
                .where('email', '=', email ?? ''),
            )
            .as('byEmail'),
        ])
        .executeTakeFirstOrThrow();
      return Boolean(row.byUser) || Boolean(row.byEmail);
    },
  };
}
