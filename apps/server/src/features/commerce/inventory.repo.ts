import type { Kysely } from 'kysely';
import type { Database, EventTiersTable } from '../../platform/db/schema.ts';

/** The fields of a tier its editors change (spec 000 §3 ticket: type, price, min, max, total). */
export type TierFields = Pick<EventTiersTable, 'type' | 'priceCents' | 'min' | 'max' | 'total'>;

/** Ticket inventories: an event's tiers found by their own id, and edits that keep the tickets sold. */
export function createInventoryRepo(db: Kysely<Database>) {
  const findTier = (id: string) =>
    db.selectFrom('eventTiers').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    findTier,

    /** Whether another tier of the event sells this type: buyers name the tier they buy by its type. */
    async isTypeTaken(eventId: string, type: string, exceptTierId?: string): Promise<boolean> {
      let query = db
        .selectFrom('eventTiers')
        .select('id')
        .where('eventId', '=', eventId)
        .where('type', '=', type);
      if (exceptTierId !== undefined) query = query.where('id', '<>', exceptTierId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /**
     * Writes a tier's fields unless its total would fall below the tickets sold. The check is part of the
     * update, so a sale made in the meantime (`sold = sold + n`, commerce.repo) is always counted.
     */
    async updateTier(id: string, fields: TierFields): Promise<'updated' | 'missing' | 'belowSold'> {
      const updated = await db
        .updateTable('eventTiers')
        .set(fields)
        .where('id', '=', id)
        .where('sold', '<=', fields.total)
        .returning('id')
        .executeTakeFirst();
      if (updated) return 'updated';
      return (await findTier(id)) ? 'belowSold' : 'missing';
    },
  };
}

export type InventoryRepo = ReturnType<typeof createInventoryRepo>;
