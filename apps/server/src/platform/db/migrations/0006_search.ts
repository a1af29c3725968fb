import { sql, type Kysely } from 'kysely';

/**
 * Full-text search (spec 000 §1 "search events, people and rooms"): the documents events and people are
 * searched in, as immutable SQL functions so that GIN indexes can be built on them and queries use them.
 * Events read English (stemmed); names and handles are read as they are ('simple').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // array_to_string is only stable in general; for text[] it cannot change, so the wrapper is immutable.
  await sql`
    create function events_search_document(title text, tags text[], description text) returns tsvector
    language sql immutable parallel safe as $$
      select setweight(to_tsvector('english', title), 'A')
        || setweight(to_tsvector('english', array_to_string(tags, ' ')), 'B')
        || setweight(to_tsvector('english', description), 'C')
    $$`.execute(db);
  await sql`
    create index events_search_idx on events
    using gin (events_search_document(title, tags, description))`.execute(db);

  await sql`
    create function users_search_document(first_name text, last_name text, username text, cya_id text)
    returns tsvector language sql immutable parallel safe as $$
      select setweight(to_tsvector('simple', coalesce(first_name, '') || ' ' || coalesce(last_name, '')), 'A')
        || setweight(to_tsvector('simple', coalesce(cya_id, '')), 'A')
        || setweight(to_tsvector('simple', coalesce(username, '')), 'B')
    $$`.execute(db);
  await sql`
    create index users_search_idx on users
    using gin (users_search_document(first_name, last_name, username, cya_id))`.execute(db);
}
