import { sql, type Kysely, type SqlBool } from 'kysely';
import { RoomPrivacy } from '@limelight/protocol';
import type { Database } from '../../platform/db/schema.ts';

/** One page of a search: what was found, best first, and how many in all. */
export interface SearchPage<T> {
  rows: T[];
  total: number;
}

/**
 * The prefix query of a person search: every word of the keyword, as the beginning of a word
 * ("jo sm" finds "John Smith"). Only letters and digits reach `to_tsquery`, so no keyword can break it;
 * undefined when the keyword has none.
 */
function prefixQueryOf(keyword: string): string | undefined {
  const words = keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

/**
 * PostgreSQL full-text search (migrations 0006_search, 0011_rooms): events and rooms in English with
 * `websearch_to_tsquery` (quotes, `or`, `-word`), title above tags (above description); people by name
 * and handle prefixes.
 */
export function createSearchRepo(db: Kysely<Database>) {
  return {
    /** Public, published, not deleted events matching the keyword: ids, best match first. */
    async searchEvents(keyword: string, limit: number, offset: number): Promise<SearchPage<string>> {
      const document = sql`events_search_document(e.title, e.tags, e.description)`;
      const query = sql`websearch_to_tsquery('english', ${keyword})`;
      const matches = db
        .selectFrom('events as e')
        .where('e.deletedAt', 'is', null)
        .where('e.published', '=', true)
        .where('e.visibility', '=', 'public')
        .where(sql<SqlBool>`${document} @@ ${query}`);
      const [rows, counted] = await Promise.all([
        matches
          .select('e.id')
          .orderBy(sql`ts_rank(${document}, ${query})`, 'desc')
          .orderBy(sql`e.start_at desc nulls last`)
          .orderBy('e.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        matches.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((row) => row.id), total: Number(counted.total) };
    },

    /**
     * Rooms matching the keyword (English, title above tags): public ones, and the viewer's own private
     * ones; ids, best match first, then the newest.
     */
    async searchRooms(
      keyword: string,
      viewerId: string | undefined,
      limit: number,
      offset: number,
    ): Promise<SearchPage<string>> {
      const document = sql`rooms_search_document(r.title, r.tags)`;
      const query = sql`websearch_to_tsquery('english', ${keyword})`;
      const matches = db
        .selectFrom('rooms as r')
        .where('r.deletedAt', 'is', null)
        .where((eb) =>
          viewerId === undefined
            ? eb('r.privateLevel', '=', RoomPrivacy.public)
            : eb.or([eb('r.privateLevel', '=', RoomPrivacy.public), eb('r.ownerId', '=', viewerId)]),
        )
        .where(sql<SqlBool>`${document} @@ ${query}`);
      const [rows, counted] = await Promise.all([
        matches
          .select('r.id')
          .orderBy(sql`ts_rank(${document}, ${query})`, 'desc')
          .orderBy('r.createdAt', 'desc')
          .orderBy('r.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        matches.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((row) => row.id), total: Number(counted.total) };
    },

    /**
     * Members (not banned) whose name, cyaId or username starts with the keyword's words; an exact cyaId
     * first, then by rank. Each with whether the viewer follows them.
     */
    async searchPeople(keyword: string, viewerId: string, limit: number, offset: number) {
      const prefixQuery = prefixQueryOf(keyword);
      if (prefixQuery === undefined) return { rows: [], total: 0 };
      const document = sql`users_search_document(u.first_name, u.last_name, u.username, u.cya_id)`;
      const query = sql`to_tsquery('simple', ${prefixQuery})`;
      const matches = db
        .selectFrom('users as u')
        .where('u.kind', '=', 'member')
        .where('u.bannedAt', 'is', null)
        .where(sql<SqlBool>`${document} @@ ${query}`);
      const [rows, counted] = await Promise.all([
        matches
          .leftJoin('follows as f', (join) =>
            join.onRef('f.followingId', '=', 'u.id').on('f.followerId', '=', viewerId),
          )
          .select(['u.id', 'u.firstName', 'u.lastName', 'u.username', 'u.avatar', 'u.cyaId', 'f.followerId'])
          .orderBy(sql`lower(coalesce(u.cya_id, '')) = ${keyword.toLowerCase()}`, 'desc')
          .orderBy(sql`ts_rank(${document}, ${query})`, 'desc')
          .orderBy('u.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        matches.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map(({ followerId, ...person }) => ({ ...person, isFollowed: followerId !== null })),
        total: Number(counted.total),
      };
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
