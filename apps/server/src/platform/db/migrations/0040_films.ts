import { sql, type Kysely } from 'kysely';

/**
 * Films on demand (features/films, docs/decisions/films.md). A film is an on-demand event: `film_id` is
 * that event's id (its title, description, price and slug stay the event's). Here: the festival's
 * classification, the trailer, whether the catalogue lists it, the caption tracks, and where each viewer
 * stopped. An account's deletion takes its films' rows and its progress with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('films')
    .addColumn('film_id', 'text', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('creator_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('sub_category', 'text')
    .addColumn('rating', 'text', (c) => c.notNull())
    .addColumn('trailer_url', 'text')
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The catalogue: published films by category (and sub-category, rating), newest first.
  await db.schema
    .createIndex('films_catalogue_idx')
    .on('films')
    .columns(['published', 'category', 'sub_category', 'rating', 'created_at'])
    .execute();
  await db.schema
    .createIndex('films_published_created_idx')
    .on('films')
    .columns(['published', 'created_at'])
    .execute();
  await db.schema
    .createIndex('films_creator_idx')
    .on('films')
    .columns(['creator_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('film_captions')
    .addColumn('film_id', 'text', (c) => c.notNull().references('films.film_id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('film_captions_pk', ['film_id', 'lang'])
    .execute();

  await db.schema
    .createTable('film_progress')
    .addColumn('film_id', 'text', (c) => c.notNull().references('films.film_id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position_s', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('film_progress_pk', ['film_id', 'user_id'])
    .execute();
  // A viewer's watched films (myFilms bought: free films they watched).
  await db.schema
    .createIndex('film_progress_user_idx')
    .on('film_progress')
    .columns(['user_id', 'film_id'])
    .execute();
}
