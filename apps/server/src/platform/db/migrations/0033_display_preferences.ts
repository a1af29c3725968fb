import type { Kysely } from 'kysely';

/**
 * The interface language and theme a member chose (issue 22, docs/decisions/web-routes.md "Language and
 * theme"): kept on the profile so that another device opens in them. Null until the member chooses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').addColumn('theme', 'text').execute();
}
