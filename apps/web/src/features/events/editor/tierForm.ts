import {
  fail,
  normalizeTicketTier,
  validateRequired,
  type MessageKey,
  type TicketTierRequest,
  type TierView,
  type Validation,
} from '@limelight/protocol';

/** One ticket tier row of the Tickets step, as its inputs hold it (spec 000 §3 type, price, min, max, total). */
export interface TierRow {
  /** Tells rows apart while they are edited; never sent. */
  key: string;
  type: string;
  price: string;
  min: string;
  max: string;
  total: string;
  /** The saved tier the row shows and its tickets sold; absent until the tier is saved. */
  saved?: { tierId: string; sold: number };
}

/** The inputs of a tier row. */
export type TierField = Exclude<keyof TierRow, 'key' | 'saved'>;

/** The message under each input at fault, per row key. */
export type TierErrors = Readonly<Record<string, Partial<Record<TierField, MessageKey>>>>;

export type TiersResult = { ok: true; tiers: TicketTierRequest[] } | { ok: false; errors: TierErrors };

let lastRowKey = 0;
const nextRowKey = () => `tier-${(lastRowKey += 1)}`;

/** A new row: one ticket per order by default, the price left for the host to type. */
export function emptyTierRow(): TierRow {
  return { key: nextRowKey(), type: '', price: '', min: '1', max: '1', total: '' };
}

/** The rows of an event's saved tiers. */
export function tierRowsOf(tiers: readonly TierView[]): TierRow[] {
  return tiers.map((tier) => ({
    key: nextRowKey(),
    type: tier.type,
    price: tier.price.toFixed(2),
    min: String(tier.min),
    max: String(tier.max),
    total: String(tier.total),
    saved: { tierId: tier.id, sold: tier.total - tier.amount },
  }));
}

function validateTierRow(row: TierRow): Validation<TicketTierRequest> {
  const type = validateRequired(row.type, 'type');
  if (!type.ok) return type;
  const tier = normalizeTicketTier({
    type: type.value,
    price: row.price,
    min: row.min,
    max: row.max,
    total: row.total,
  });
  if (!tier.ok) return tier;
  return tier.value.min > tier.value.max ? fail('tierMinAboveMax', 'min') : tier;
}

/**
 * spec 000 §5 ticket creation: a tier has a type, a price of at most two decimals, and whole min, max and
 * total (decimals cut); the minimum per order may not pass the maximum. Buyers name the tier they buy by
 * its type, so two tiers may not share one. Each row reports its first fault; the tiers keep the rows' order.
 */
export function validateTierRows(rows: readonly TierRow[]): TiersResult {
  const errors: Record<string, Partial<Record<TierField, MessageKey>>> = {};
  const tiers: TicketTierRequest[] = [];
  const types = new Set<string>();
  for (const row of rows) {
    const result = validateTierRow(row);
    if (result.ok && types.has(result.value.type)) errors[row.key] = { type: 'tierTypeTaken' };
    else if (result.ok) tiers.push(result.value);
    else errors[row.key] = { [(result.field ?? 'type') as TierField]: result.messageKey };
    if (result.ok) types.add(result.value.type);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, tiers };
}
