import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { unlessTaken } from '../../platform/db/uniqueViolation.ts';

/** A cart's lines with their variant, product and store, in the order they were added. */
export function cartLinesQuery(db: Kysely<Database>, cartId: string) {
  return db
    .selectFrom('storeCartItems as item')
    .innerJoin('storeVariants as variant', 'variant.id', 'item.variantId')
    .innerJoin('storeProducts as product', 'product.id', 'variant.productId')
    .select([
      'item.variantId',
      'item.count',
      'item.addedAt',
      'variant.productId',
      'variant.name as variantName',
      'variant.unitPriceCents',
      'variant.stock',
      'product.title',
      'product.image',
      'product.ownerKind',
      'product.ownerId',
    ])
    .where('item.cartId', '=', cartId)
    .orderBy('item.addedAt')
    .orderBy('item.variantId');
}

export type CartLineRecord = Awaited<ReturnType<ReturnType<typeof cartLinesQuery>['execute']>>[number];

/** How many of a variant a cart line holds. */
export interface LineCount {
  variantId: string;
  count: number;
}

/** A line a merge writes: its count, and when its item was first put in a cart (the cart's order). */
export interface MergedLine extends LineCount {
  addedAt: Date;
}

/** Carts and their lines. */
export function createCartRepo(db: Kysely<Database>) {
  const findCartInUse = (userId: string) =>
    db
      .selectFrom('storeCarts')
      .select(['id', 'status'])
      .where('userId', '=', userId)
      .where('status', '<>', 'ordered')
      .executeTakeFirst();

  /**
   * Writes to a cart while it is open, holding its row so that a checkout starting at the same moment
   * either sees the write or refuses it; false when the cart is being paid for.
   */
  const whileOpen = (cartId: string, write: (trx: Kysely<Database>) => Promise<unknown>) =>
    db.transaction().execute(async (trx) => {
      const cart = await trx
        .selectFrom('storeCarts')
        .select('status')
        .where('id', '=', cartId)
        .forUpdate()
        .executeTakeFirst();
      if (cart?.status !== 'open') return false;
      await write(trx);
      return true;
    });

  return {
    /** The person's cart in use (open, or being paid for), if any. */
    findCartInUse,

    /** The person's cart in use, made when there is none (also when two first additions race). */
    async cartInUse(userId: string): Promise<{ id: string; status: 'open' | 'checkout' | 'ordered' }> {
      const existing = await findCartInUse(userId);
      if (existing) return existing;
      const id = randomUUID();
      const made = await unlessTaken(
        db.insertInto('storeCarts').values({ id, userId, status: 'open' }).execute(),
      );
      if (made !== 'taken') return { id, status: 'open' };
      const raced = await findCartInUse(userId);
      if (!raced) throw new Error('cart in use vanished');
      return raced;
    },

    lines: (cartId: string): Promise<CartLineRecord[]> => cartLinesQuery(db, cartId).execute(),

    setLineCount: (cartId: string, variantId: string, count: number): Promise<boolean> =>
      whileOpen(cartId, (trx) =>
        trx
          .insertInto('storeCartItems')
          .values({ cartId, variantId, count })
          .onConflict((conflict) => conflict.columns(['cartId', 'variantId']).doUpdateSet({ count }))
          .execute(),
      ),

    /**
     * Moves what one open cart holds into another in one transaction holding both (in id order, so that
     * concurrent merges wait for each other): `plan` reads both carts' lines and answers the counts the
     * second cart's lines take; the first cart is then deleted. 'gone' when the first cart no longer exists
     * (a merge already took it), 'busy' when either cart is not open.
     */
    mergeInto: <Plan extends { counts: readonly MergedLine[] }>(
      fromCartId: string,
      toCartId: string,
      plan: (from: CartLineRecord[], to: CartLineRecord[]) => Plan,
    ): Promise<Plan | 'gone' | 'busy'> =>
      db.transaction().execute(async (trx) => {
        const carts = await trx
          .selectFrom('storeCarts')
          .select(['id', 'status'])
          .where('id', 'in', [fromCartId, toCartId])
          .orderBy('id')
          .forUpdate()
          .execute();
        const from = carts.find((cart) => cart.id === fromCartId);
        const to = carts.find((cart) => cart.id === toCartId);
        if (!from) return 'gone';
        if (from.status !== 'open' || to?.status !== 'open') return 'busy';
        const planned = plan(
          await cartLinesQuery(trx, fromCartId).execute(),
          await cartLinesQuery(trx, toCartId).execute(),
        );
        if (planned.counts.length > 0)
          await trx
            .insertInto('storeCartItems')
            .values(planned.counts.map((line) => ({ cartId: toCartId, ...line })))
            .onConflict((conflict) =>
              conflict
                .columns(['cartId', 'variantId'])
                .doUpdateSet((update) => ({ count: update.ref('excluded.count') })),
            )
            .execute();
        await trx.deleteFrom('storeCarts').where('id', '=', fromCartId).execute();
        return planned;
      }),

    /** Removes one line, or every line without `variantId`. */
    removeLines: (cartId: string, variantId?: string): Promise<boolean> =>
      whileOpen(cartId, (trx) => {
        let removed = trx.deleteFrom('storeCartItems').where('cartId', '=', cartId);
        if (variantId !== undefined) removed = removed.where('variantId', '=', variantId);
        return removed.execute();
      }),
  };
}

export type CartRepo = ReturnType<typeof createCartRepo>;
