import { cartTotals, StoreLimit, type CartMergeOutcome } from '@limelight/protocol';
import type { CartLineRecord, MergedLine } from './cart.repo.ts';

/** The lines a member's cart takes from a guest's, and what of the guest's cart that keeps. */
export interface CartMergePlan {
  counts: MergedLine[];
  kept: CartMergeOutcome;
}

const sameStore = (a: CartLineRecord, b: CartLineRecord) =>
  a.ownerKind === b.ownerKind && a.ownerId === b.ownerId;

/**
 * Adds a guest's cart lines to a member's (docs/decisions/store.md "A guest's cart at login"): counts of the
 * same variant are summed, each capped by the variant's stock left and 99, new items stop at 50 lines and
 * the total at CA$999,999.99; what does not fit is left out (`part`). A merge only adds: a member's count
 * above the stock left stays. A guest cart of another store than the member's keeps the member's (`member`).
 */
export function planCartMerge(
  guest: readonly CartLineRecord[],
  member: readonly CartLineRecord[],
): CartMergePlan {
  const [guestFirst] = guest;
  const [memberFirst] = member;
  if (guestFirst && memberFirst && !sameStore(guestFirst, memberFirst)) return { counts: [], kept: 'member' };

  const merged = member.map((line) => ({
    variantId: line.variantId,
    unitPrice: line.unitPriceCents,
    count: line.count,
    addedAt: line.addedAt,
  }));
  const counts: MergedLine[] = [];
  let leftOut = false;
  for (const line of guest) {
    const held = merged.find((candidate) => candidate.variantId === line.variantId);
    const heldCount = held?.count ?? 0;
    const wanted = heldCount + line.count;
    let count =
      held || merged.length < StoreLimit.maxCartLines ? Math.min(wanted, StoreLimit.maxLineCount) : 0;
    if (line.stock !== null) count = Math.min(count, line.stock);
    const others = merged.filter((candidate) => candidate !== held);
    while (
      count > heldCount &&
      cartTotals([...others, { unitPrice: line.unitPriceCents, count }]).totalPrice >
        StoreLimit.maxCartTotalCents
    )
      count -= 1;
    if (count < wanted) leftOut = true;
    if (count <= heldCount) continue;
    if (held) held.count = count;
    else
      merged.push({
        variantId: line.variantId,
        unitPrice: line.unitPriceCents,
        count,
        addedAt: line.addedAt,
      });
    // A line the member held keeps its place; one of the guest's keeps the time it was put in the cart.
    counts.push({ variantId: line.variantId, count, addedAt: held?.addedAt ?? line.addedAt });
  }
  return { counts, kept: leftOut ? 'part' : 'all' };
}
