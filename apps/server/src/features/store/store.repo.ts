import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, StoreProductsTable, StoreVariantsTable } from '../../platform/db/schema.ts';
import type { StoreOwner } from './storeAccess.ts';

/** A variant as a product is saved with it; `variantId` names an existing one to change. */
export interface VariantFields {
  variantId?: string | undefined;
  name: string;
  unitPrice: number;
  stock: number | null;
}

/** The product's own fields an update may change. */
export interface ProductPatch {
  title?: string | undefined;
  description?: string | undefined;
  image?: string | null | undefined;
  active?: boolean | undefined;
}

export type ProductRecord = Selectable<StoreProductsTable> & { variants: Selectable<StoreVariantsTable>[] };

const variantRow = (productId: string, variant: VariantFields, position: number) => ({
  id: randomUUID(),
  productId,
  name: variant.name,
  unitPriceCents: variant.unitPrice,
  stock: variant.stock,
  position,
});

/** Store products and their variants. */
export function createStoreRepo(db: Kysely<Database>) {
  async function withVariants(products: Selectable<StoreProductsTable>[]): Promise<ProductRecord[]> {
    if (products.length === 0) return [];
    const variants = await db
      .selectFrom('storeVariants')
      .selectAll()
      .where(
        'productId',
        'in',
        products.map((product) => product.id),
      )
      .orderBy('position')
      .execute();
    return products.map((product) => ({
      ...product,
      variants: variants.filter((variant) => variant.productId === product.id),
    }));
  }

  return {
    async insertProduct(
      product: StoreOwner & { title: string; description: string; image: string | null; active: boolean },
      variants: readonly VariantFields[],
    ): Promise<string> {
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('storeProducts')
          .values({ id, ...product })
          .execute();
        await trx
          .insertInto('storeVariants')
          .values(variants.map((variant, position) => variantRow(id, variant, position)))
          .execute();
      });
      return id;
    },

    async findProduct(id: string): Promise<ProductRecord | undefined> {
      const product = await db
        .selectFrom('storeProducts')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return product ? (await withVariants([product]))[0] : undefined;
    },

    /** A page of a store's products, newest first; inactive ones only for its managers. */
    async listProducts(
      owner: StoreOwner,
      options: { includeInactive: boolean; limit: number; offset: number },
    ) {
      let products = db
        .selectFrom('storeProducts')
        .where('ownerKind', '=', owner.ownerKind)
        .where('ownerId', '=', owner.ownerId);
      if (!options.includeInactive) products = products.where('active', '=', true);
      const [rows, count] = await Promise.all([
        products
          .selectAll()
          .orderBy('createdAt', 'desc')
          .orderBy('id')
          .limit(options.limit)
          .offset(options.offset)
          .execute(),
        products.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows: await withVariants(rows), total: Number(count.total) };
    },

    /**
     * Changes a product. `variants` replaces the list: listed ids are updated, new entries added, the others
     * removed (leaving the carts that held them). A product taken off sale leaves every cart too, so that a
     * cart only ever holds what can be bought.
     */
    async updateProduct(id: string, patch: ProductPatch, variants?: readonly VariantFields[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('storeProducts')
          .set({ ...patch, updatedAt: new Date() })
          .where('id', '=', id)
          .execute();
        if (variants) {
          const kept = variants.flatMap((variant) => (variant.variantId ? [variant.variantId] : []));
          let removed = trx.deleteFrom('storeVariants').where('productId', '=', id);
          if (kept.length > 0) removed = removed.where('id', 'not in', kept);
          await removed.execute();
          for (const [position, variant] of variants.entries()) {
            if (variant.variantId)
              await trx
                .updateTable('storeVariants')
                .set({
                  name: variant.name,
                  unitPriceCents: variant.unitPrice,
                  stock: variant.stock,
                  position,
                })
                .where('id', '=', variant.variantId)
                .where('productId', '=', id)
                .execute();
            else
              await trx
                .insertInto('storeVariants')
                .values(variantRow(id, variant, position))
                .execute();
          }
        }
        if (patch.active === false)
          await trx
            .deleteFrom('storeCartItems')
            .where(
              'variantId',
              'in',
              trx.selectFrom('storeVariants').select('id').where('productId', '=', id),
            )
            .execute();
      });
    },

    async deleteProduct(id: string): Promise<void> {
      await db.deleteFrom('storeProducts').where('id', '=', id).execute();
    },

    /** A variant with what the cart needs of its product. */
    findVariant(variantId: string) {
      return db
        .selectFrom('storeVariants as variant')
        .innerJoin('storeProducts as product', 'product.id', 'variant.productId')
        .select([
          'variant.id',
          'variant.stock',
          'variant.unitPriceCents',
          'product.active',
          'product.ownerKind',
          'product.ownerId',
        ])
        .where('variant.id', '=', variantId)
        .executeTakeFirst();
    },
  };
}

export type StoreRepo = ReturnType<typeof createStoreRepo>;
