import { sql, type Kysely } from 'kysely';

/**
 * A film's picture (features/filmMedia, docs/decisions/films-media.md): its upload, transcode and the HLS
 * ladder made of it. One row per film, written by the filmMedia feature alone. No foreign key on the film:
 * the films feature owns that table and calls filmMedia's `removeMedia` when a film goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('film_media')
    .addColumn('film_id', 'text', (c) => c.primaryKey())
    .addColumn('uploader_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('percent', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('source_key', 'text')
    .addColumn('heights', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('runtime_s', 'real')
    .addColumn('poster_url', 'text')
    .addColumn('thumbnail_url', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Uploads in progress per uploader (the limit on parallel uploads).
  await db.schema
    .createIndex('film_media_uploader_state_idx')
    .on('film_media')
    .columns(['uploader_id', 'state'])
    .execute();
}
