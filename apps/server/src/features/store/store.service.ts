import {
  Cart,
  toPage,
  type NewStoreProduct,
  type StoreOwnerKind,
  type StoreProduct,
  type StoreProductChanges,
  type StoreProductDeleted,
  type StoreProductPage,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { Viewer } from '../events/index.ts';
import type { ProductRecord, StoreRepo } from './store.repo.ts';
import type { StoreAccess } from './storeAccess.ts';
import type { AttachUploads } from '../../platform/storage/uploadRegistry.ts';

export interface StoreServiceDeps {
  repo: StoreRepo;
  access: StoreAccess;
  /** A product's image keeps its upload (uploads are collected otherwise). */
  attachUploads: AttachUploads;
}

function productOf(record: ProductRecord): StoreProduct {
  return {
    storeProductId: record.id,
    ownerKind: record.ownerKind,
    ownerId: record.ownerId,
    // spec 000 §3 "products with storeProductId, eventId": rooms are events too (room `eventId/id`).
    eventId: record.ownerKind === 'influencer' ? null : record.ownerId,
    title: record.title,
    description: record.description,
    image: record.image,
    active: record.active,
    currency: Cart.currency,
    variants: record.variants.map((variant) => ({
      variantId: variant.id,
      name: variant.name,
      unitPrice: variant.unitPriceCents,
      stock: variant.stock,
    })),
    createdAt: new Date(record.createdAt).toISOString(),
  };
}

/** Store products (spec 000 §3): managed by the store's managers, listed for whoever may open the store. */
export function createStoreService(deps: StoreServiceDeps) {
  const { repo, access } = deps;

  /** A product the caller manages; 4004 for an unknown one, the store's refusal for others. */
  async function managedProduct(caller: Caller, storeProductId: string): Promise<ProductRecord> {
    const product = await repo.findProduct(storeProductId);
    if (!product) throw new ApiError('NotFound');
    await access.requireManager(product.ownerKind, product.ownerId, caller);
    return product;
  }

  async function productView(storeProductId: string): Promise<StoreProduct> {
    const product = await repo.findProduct(storeProductId);
    if (!product) throw new ApiError('NotFound');
    return productOf(product);
  }

  return {
    async createProduct(caller: Caller, fields: NewStoreProduct): Promise<StoreProduct> {
      const owner = await access.requireManager(fields.ownerKind, fields.ownerId, caller);
      const id = await repo.insertProduct(
        {
          ...owner,
          title: fields.title,
          description: fields.description,
          image: fields.image,
          active: fields.active,
        },
        fields.variants,
      );
      await deps.attachUploads([fields.image]);
      return productView(id);
    },

    /** Changes a product; a `variantId` that is not one of its variants is 4000. */
    async updateProduct(caller: Caller, changes: StoreProductChanges): Promise<StoreProduct> {
      const { storeProductId, variants, ...patch } = changes;
      const product = await managedProduct(caller, storeProductId);
      const known = new Set(product.variants.map((variant) => variant.id));
      if (variants?.some((variant) => variant.variantId !== undefined && !known.has(variant.variantId)))
        throw new ApiError('InvalidRequest', 'variants: This variant is not one of the product');
      await repo.updateProduct(storeProductId, patch, variants);
      await deps.attachUploads([patch.image]);
      return productView(storeProductId);
    },

    async deleteProduct(caller: Caller, storeProductId: string): Promise<StoreProductDeleted> {
      await managedProduct(caller, storeProductId);
      await repo.deleteProduct(storeProductId);
      return { storeProductId, deleted: true };
    },

    /** A product of a store the viewer may open; an inactive one only for the store's managers. */
    async product(viewer: Viewer, storeProductId: string): Promise<StoreProduct> {
      const product = await repo.findProduct(storeProductId);
      if (!product) throw new ApiError('NotFound');
      const store = await access.openStore(product.ownerKind, product.ownerId, viewer);
      if (!product.active && !(await access.canManage(store, viewer.caller))) throw new ApiError('NotFound');
      return productOf(product);
    },

    /** A page of a store's products, newest first, with the store and whether the caller manages it. */
    async listProducts(
      viewer: Viewer,
      ownerKind: StoreOwnerKind,
      ownerRef: string,
      page: number,
      pageSize: number,
    ): Promise<StoreProductPage> {
      const opened = await access.openStore(ownerKind, ownerRef, viewer);
      const canManage = await access.canManage(opened, viewer.caller);
      const { rows, total } = await repo.listProducts(opened, {
        includeInactive: canManage,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        store: { ...opened, canManage, webUrl: access.webUrlOf(opened) },
        ...toPage(rows.map(productOf), page, pageSize, total),
      };
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
