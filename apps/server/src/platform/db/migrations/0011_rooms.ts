import { sql, type Kysely } from 'kysely';

/**
 * Rooms (spec 000 §3 Room): the room with its settings, who subscribed to it, and whom its owner invited
 * on creation (`friendList`). `people_seen_at` marks rooms people were in at their last join or leave, so
 * that the active list asks the presence store about those only. Rooms are searched like events:
 * `rooms_search_document`, English, title above tags, with a GIN expression index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rooms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('thumbnail', 'text')
    // spec 000 §3 privateLevel: 1 public (the default), 2 private (protocol RoomPrivacy).
    .addColumn('private_level', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('label', 'text', (c) => c.notNull().defaultTo('13'))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('wait_room', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('approve_join', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('send_chat', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('show_participants', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('allow_donations', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('chat_mod_approve', 'boolean', (c) => c.notNull().defaultTo(false))
    // spec 000 §3 joinStage type: 1 all members (the default), 2 hosts only (protocol RoomJoinStage).
    .addColumn('join_stage', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('people_seen_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .addCheckConstraint('rooms_private_level_check', sql`private_level in (1, 2)`)
    .addCheckConstraint('rooms_label_check', sql`label in ('13', '18', 'kids')`)
    .addCheckConstraint('rooms_join_stage_check', sql`join_stage in (1, 2)`)
    .addCheckConstraint('rooms_tags_check', sql`cardinality(tags) <= 5`)
    .execute();
  await db.schema.createIndex('rooms_owner_idx').on('rooms').columns(['owner_id', 'created_at']).execute();
  await db.schema
    .createIndex('rooms_people_seen_idx')
    .on('rooms')
    .column('id')
    .where(sql.ref('people_seen_at'), 'is not', null)
    .execute();

  await db.schema
    .createTable('room_subscriptions')
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('room_subscriptions_pkey', ['room_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('room_subscriptions_user_idx')
    .on('room_subscriptions')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('room_invitations')
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('room_invitations_pkey', ['room_id', 'user_id'])
    .execute();
  await db.schema.createIndex('room_invitations_user_idx').on('room_invitations').column('user_id').execute();

  // array_to_string is only stable in general; for text[] it cannot change, so the wrapper is immutable.
  await sql`
    create function rooms_search_document(title text, tags text[]) returns tsvector
    language sql immutable parallel safe as $$
      select setweight(to_tsvector('english', title), 'A')
        || setweight(to_tsvector('english', array_to_string(tags, ' ')), 'B')
    $$`.execute(db);
  await sql`
    create index rooms_search_idx on rooms
    using gin (rooms_search_document(title, tags))`.execute(db);
}
