import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/**
 * Events (spec 000 §3): the event itself with its options, ticket tiers, contents, services,
 * restrictions, whitelists (v1 e-mails, v2 users), movies, saves, and the ticket ownership that commerce
 * (issue 5) extends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Chosen once from the title at creation and never changed, so shared addresses keep working.
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('creator_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('copyright', 'text')
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('start_at', 'timestamptz')
    .addColumn('end_at', 'timestamptz')
    .addColumn('age_restriction', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('Free'))
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('public'))
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('published_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('cover', 'text')
    .addColumn('thumbnail', 'text')
    .addColumn('poster', 'text')
    .addColumn('trailer', 'text')
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    // spec 001 §3 event options.
    .addColumn('hide_join_number', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hide_donation', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hide_chat', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hide_join_stage', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('chat_mod_approve', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('waiting_room', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hide_friend_chat', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('events_type_check', sql`type in ('Free', 'Paid', 'Donate')`)
    .addCheckConstraint('events_visibility_check', sql`visibility in ('public', 'private', 'unlisted')`)
    .addCheckConstraint('events_age_restriction_check', sql`age_restriction >= 0`)
    .addCheckConstraint('events_times_check', sql`end_at is null or start_at is null or end_at >= start_at`)
    .execute();
  await db.schema
    .createIndex('events_creator_idx')
    .on('events')
    .columns(['creator_id', 'created_at'])
    .execute();
  // Public listings (home, list, channel) read published, not deleted events by time.
  await db.schema
    .createIndex('events_listed_idx')
    .on('events')
    .columns(['start_at', 'end_at'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('event_tiers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('min', 'integer', (c) => c.notNull())
    .addColumn('max', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    // Commerce sells with `update … set sold = sold + n where sold + n <= total`.
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('event_tiers_price_check', sql`price_cents >= 0`)
    .addCheckConstraint('event_tiers_quantities_check', sql`min >= 0 and max >= min and total >= 0`)
    .addCheckConstraint('event_tiers_sold_check', sql`sold >= 0 and sold <= total`)
    .execute();
  await db.schema.createIndex('event_tiers_event_idx').on('event_tiers').column('event_id').execute();

  await db.schema
    .createTable('event_contents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('drm_token', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('event_contents_kind_check', sql`kind in ('data', 'mpd', 'hls', 'image', 'youtube')`)
    .execute();
  await db.schema.createIndex('event_contents_event_idx').on('event_contents').column('event_id').execute();

  await db.schema
    .createTable('event_services')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('event_services_event_service_key', ['event_id', 'service'])
    .execute();

  await db.schema
    .createTable('event_restrictions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('geoname_id', 'integer')
    .addColumn('country', 'text')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('allowed', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('age', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('event_restrictions_age_check', sql`age is null or age >= 0`)
    .execute();
  await db.schema
    .createIndex('event_restrictions_event_idx')
    .on('event_restrictions')
    .column('event_id')
    .execute();

  // Whitelist v1: e-mail addresses (lower-cased), whether or not they have an account yet.
  await db.schema
    .createTable('event_whitelist_emails')
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('event_whitelist_emails_pkey', ['event_id', 'email'])
    .execute();
  // Whitelist v2: selected people (friends, once the friends feature exists) by user id.
  await db.schema
    .createTable('event_whitelist_users')
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('event_whitelist_users_pkey', ['event_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('event_saves')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('event_saves_pkey', ['user_id', 'event_id'])
    .execute();

  await db.schema
    .createTable('event_movies')
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('movie_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('event_movies_pkey', ['event_id', 'movie_id'])
    .execute();
  await db.schema.createIndex('event_movies_movie_idx').on('event_movies').column('movie_id').execute();

  // Who holds a ticket to which event. Free RSVPs today; commerce (issue 5) adds purchases.
  await db.schema
    .createTable('tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tier_id', 'text', (c) => c.references('event_tiers.id').onDelete('set null'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('tickets_event_user_idx')
    .on('tickets')
    .columns(['event_id', 'user_id'])
    .execute();
  await db.schema.createIndex('tickets_user_idx').on('tickets').columns(['user_id', 'created_at']).execute();
  // One free RSVP per person and event, so that a repeated RSVP changes nothing.
  await db.schema
    .createIndex('tickets_rsvp_key')
    .on('tickets')
    .columns(['event_id', 'user_id'])
    .unique()
    .where(sql.ref('source'), '=', 'rsvp')
    .execute();
}
