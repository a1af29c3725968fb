import {
  cartTotals,
  StoreLimit,
  type CartConflictReason,
  type MergeCartAnswer,
  type StoreCart,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { CallerResolver } from '../../platform/auth/callerResolver.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { Viewer } from '../events/index.ts';
import type { CartLineRecord, CartRepo } from './cart.repo.ts';
import { planCartMerge } from './cartMerge.ts';
import type { StoreAccess } from './storeAccess.ts';
import type { StoreRepo } from './store.repo.ts';
import { amountsOf } from './storeViews.ts';

export interface CartServiceDeps {
  repo: CartRepo;
  products: Pick<StoreRepo, 'findVariant'>;
  access: Pick<StoreAccess, 'openStore' | 'webUrlOf'>;
  /** The platform's check of a bearer token, which proves a guest session to mergeCart. */
  resolveCaller: CallerResolver;
}

const conflict = (reason: CartConflictReason, message: string) =>
  new ApiError('Conflict', message, { reason });
/** 4009 for a cart being paid for: it is frozen until the card answers. */
export const cartBeingPaid = () => conflict('inCheckout', 'Your cart is being paid for');

/** A line as it would be after a change: the variant, its new count, its stock and unit price. */
interface NextLine {
  variantId: string;
  count: number;
  stock: number | null;
  unitPriceCents: number;
}

/** Refuses a change that would break a cart limit, or ask for more than the variant's stock (15004). */
function checkNextLine(lines: readonly CartLineRecord[], next: NextLine): void {
  if (next.count > StoreLimit.maxLineCount)
    throw new ApiError('InvalidRequest', `count: You can buy at most ${StoreLimit.maxLineCount} of an item`);
  if (next.stock !== null && next.count > next.stock)
    throw new ApiError('SoldOut', undefined, { variantId: next.variantId, stock: next.stock });
  const others = lines.filter((line) => line.variantId !== next.variantId);
  if (others.length + 1 > StoreLimit.maxCartLines)
    throw new ApiError('InvalidRequest', `A cart holds at most ${StoreLimit.maxCartLines} different items`);
  const amounts = [...others, next].map((line) => ({ unitPrice: line.unitPriceCents, count: line.count }));
  if (cartTotals(amounts).totalPrice > StoreLimit.maxCartTotalCents)
    throw new ApiError('InvalidRequest', 'A cart may cost at most CA$999,999.99');
}

/** The caller's cart (spec 000 §3 store cart): one in use per person, its items all from one store. */
export function createCartService(deps: CartServiceDeps) {
  const { repo } = deps;

  async function viewOf(userId: string): Promise<StoreCart> {
    const cart = await repo.findCartInUse(userId);
    const lines = cart ? await repo.lines(cart.id) : [];
    const [first] = lines;
    const store = first ? { ownerKind: first.ownerKind, ownerId: first.ownerId } : null;
    return {
      cartId: cart?.id ?? null,
      ...amountsOf(lines),
      metaData: store,
      webUrl: store ? deps.access.webUrlOf(store) : null,
    };
  }

  /** The open cart and its lines, with the line of `variantId`; 4004 without one, 4009 while being paid. */
  async function cartWithLine(userId: string, variantId: string) {
    const cart = await repo.findCartInUse(userId);
    const lines = cart ? await repo.lines(cart.id) : [];
    const line = lines.find((candidate) => candidate.variantId === variantId);
    if (!cart || !line) throw new ApiError('NotFound');
    if (cart.status !== 'open') throw cartBeingPaid();
    return { cartId: cart.id, lines, line };
  }

  /** The guest whose live session a token is; 4003 for any other token (a member's, expired, revoked). */
  async function guestOf(token: string): Promise<string> {
    const holder = await deps.resolveCaller(`Bearer ${token}`).catch((refusal: unknown) => {
      if (refusal instanceof ApiError) return undefined;
      throw refusal;
    });
    if (holder?.kind !== 'guest')
      throw new ApiError('Forbidden', 'guestToken is not the token of a guest session');
    return holder.userId;
  }

  return {
    viewCart: (caller: Caller): Promise<StoreCart> => viewOf(caller.userId),

    /**
     * Adds `count` of a variant the caller may see (an active product of a store they may open). The cart
     * holds one store's items: another store's is 4009 until the cart is paid or emptied.
     */
    async addLineItem(caller: Caller, viewer: Viewer, variantId: string, count: number): Promise<StoreCart> {
      const variant = await deps.products.findVariant(variantId);
      if (!variant?.active) throw new ApiError('NotFound');
      await deps.access.openStore(variant.ownerKind, variant.ownerId, viewer);
      const inUse = await repo.findCartInUse(caller.userId);
      if (inUse && inUse.status !== 'open') throw cartBeingPaid();
      const lines = inUse ? await repo.lines(inUse.id) : [];
      const [first] = lines;
      if (first && (first.ownerKind !== variant.ownerKind || first.ownerId !== variant.ownerId))
        throw conflict('otherStore', 'Your cart holds items from another store: check out or empty it first');
      const held = lines.find((line) => line.variantId === variantId)?.count ?? 0;
      checkNextLine(lines, {
        variantId,
        count: held + count,
        stock: variant.stock,
        unitPriceCents: variant.unitPriceCents,
      });
      const cart = inUse ?? (await repo.cartInUse(caller.userId));
      if (!(await repo.setLineCount(cart.id, variantId, held + count))) throw cartBeingPaid();
      return viewOf(caller.userId);
    },

    /** Sets how many of a variant in the cart the caller wants. */
    async updateLineItem(caller: Caller, variantId: string, count: number): Promise<StoreCart> {
      const { cartId, lines, line } = await cartWithLine(caller.userId, variantId);
      checkNextLine(lines, { ...line, count });
      if (!(await repo.setLineCount(cartId, variantId, count))) throw cartBeingPaid();
      return viewOf(caller.userId);
    },

    async removeLineItem(caller: Caller, variantId: string): Promise<StoreCart> {
      const { cartId } = await cartWithLine(caller.userId, variantId);
      if (!(await repo.removeLines(cartId, variantId))) throw cartBeingPaid();
      return viewOf(caller.userId);
    },

    /**
     * A member takes over the cart of the guest session they just left, proved by its token (4003 otherwise):
     * the guest's items join the member's cart as far as they fit (`planCartMerge`), and the guest's cart is
     * closed; 4009 while either cart is being paid for. Once merged there is no guest cart left, so a repeat
     * changes nothing.
     */
    async mergeCart(caller: Caller, guestToken: string): Promise<MergeCartAnswer> {
      const guestCart = await repo.findCartInUse(await guestOf(guestToken));
      if (guestCart && guestCart.status !== 'open') throw cartBeingPaid();
      if (!guestCart || (await repo.lines(guestCart.id)).length === 0)
        return { cart: await viewOf(caller.userId), kept: 'all' };
      const memberCart = await repo.cartInUse(caller.userId);
      const merged = await repo.mergeInto(guestCart.id, memberCart.id, planCartMerge);
      if (merged === 'busy') throw cartBeingPaid();
      return { cart: await viewOf(caller.userId), kept: merged === 'gone' ? 'all' : merged.kept };
    },

    /** Empties the cart (nothing to do when there is none). */
    async clearCart(caller: Caller): Promise<StoreCart> {
      const cart = await repo.findCartInUse(caller.userId);
      if (cart && !(await repo.removeLines(cart.id))) throw cartBeingPaid();
      return viewOf(caller.userId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
