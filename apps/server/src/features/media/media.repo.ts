import type { Kysely, Selectable } from 'kysely';
import type { Database, MediaSessionsTable } from '../../platform/db/schema.ts';

export type MediaSessionRow = Selectable<MediaSessionsTable>;
type NewSession = Omit<MediaSessionRow, 'createdAt' | 'closedAt'>;
type SessionStatus = MediaSessionRow['status'];

/** A publisher session may still be subscribed to (a screen share once a moderator accepted it). */
const openPublisherStatuses: SessionStatus[] = ['pending', 'accepted', 'live'];

export type MediaRepo = ReturnType<typeof createMediaRepo>;

/** Stage media sessions (docs/decisions/media.md); the streams everyone sees live in the room's state. */
export function createMediaRepo(db: Kysely<Database>) {
  const sessions = () => db.selectFrom('mediaSessions').selectAll();

  return {
    /** Stores a session; answers false when its token already opened one for this stream (a retry). */
    async insert(session: NewSession): Promise<boolean> {
      const inserted = await db
        .insertInto('mediaSessions')
        .values(session)
        .onConflict((conflict) => conflict.columns(['tokenId', 'role', 'publisherId']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    find: (id: string) => sessions().where('id', '=', id).executeTakeFirst(),

    /** The session a token opened for a stream (publisherId null for a publisher). */
    findByToken: (tokenId: string, role: MediaSessionRow['role'], publisherId: string | null) =>
      sessions()
        .where('tokenId', '=', tokenId)
        .where('role', '=', role)
        .where('publisherId', publisherId === null ? 'is' : '=', publisherId)
        .executeTakeFirst(),

    /** A person's publisher sessions in a room that are not closed, newest first. */
    openPublishersOf: (roomId: string, userId: string, kind?: MediaSessionRow['kind']) => {
      let query = sessions()
        .where('roomId', '=', roomId)
        .where('userId', '=', userId)
        .where('role', '=', 'publisher')
        .where('status', 'in', openPublisherStatuses);
      if (kind) query = query.where('kind', '=', kind);
      return query.orderBy('createdAt', 'desc').execute();
    },

    /** The room's screen shares in these statuses (one person's when given), newest first, a page. */
    async pageScreens(
      roomId: string,
      filter: { statuses: SessionStatus[]; userId?: string },
      page: number,
      pageSize: number,
    ): Promise<{ rows: MediaSessionRow[]; total: number }> {
      let query = db
        .selectFrom('mediaSessions')
        .where('roomId', '=', roomId)
        .where('role', '=', 'publisher')
        .where('kind', '=', 'screen')
        .where('status', 'in', filter.statuses);
      if (filter.userId) query = query.where('userId', '=', filter.userId);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('createdAt', 'desc')
          .orderBy('id')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** How many open subscribers a publisher has (the screen share's 50 viewers). */
    async countSubscribers(publisherId: string): Promise<number> {
      const row = await db
        .selectFrom('mediaSessions')
        .where('publisherId', '=', publisherId)
        .where('role', '=', 'subscriber')
        .where('status', '=', 'live')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** A person's open subscriber sessions of a publisher. */
    openSubscriptionsOf: (userId: string, publisherId: string) =>
      sessions()
        .where('userId', '=', userId)
        .where('publisherId', '=', publisherId)
        .where('role', '=', 'subscriber')
        .where('status', '=', 'live')
        .execute(),

    /** Moves a session from one of `from` to `to`; answers whether it moved (a race moves it once). */
    async setStatus(id: string, from: SessionStatus[], to: SessionStatus): Promise<boolean> {
      const result = await db
        .updateTable('mediaSessions')
        .set({ status: to, ...(to === 'closed' ? { closedAt: new Date() } : {}) })
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The sessions a process's SFU holds (it started again: they are all gone). */
    openSessionsOn: (processId: string) =>
      sessions().where('status', '!=', 'closed').where('processId', '=', processId).execute(),

    /** The sessions held by processes other than these (the live ones): their SFUs are gone. */
    openSessionsOutside: (liveProcessIds: readonly string[]) => {
      const open = sessions().where('status', '!=', 'closed');
      return (liveProcessIds.length > 0 ? open.where('processId', 'not in', liveProcessIds) : open).execute();
    },
  };
}
