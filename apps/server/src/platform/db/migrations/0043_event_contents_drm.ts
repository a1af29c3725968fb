import type { Kysely } from 'kysely';

/**
 * Event contents keep no DRM token (docs/decisions/event-contents.md): no DRM provider is wired, and a
 * provider's token is issued per viewer at play time, never stored per content.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('event_contents').dropColumn('drm_token').execute();
}
