import { createHash } from 'node:crypto';
import type { Order, OrderStatus } from '@limelight/protocol';
import type { OrderRecord } from './commerce.repo.ts';

/** A time as the wire carries it (ISO-8601), or null. */
export const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Cents as currency units (`price` fields, spec ARCHITECTURE wire conventions). */
export const unitsOf = (cents: number): number => cents / 100;

function shownStatus(status: OrderRecord['status']): OrderStatus {
  // The repo's reads leave pending orders out (they are being charged); a retried attempt answers 4009.
  if (status === 'pending') throw new Error('a pending order is never shown');
  return status;
}

/** An order as its buyer and the event's editors see it. */
export function orderOf(record: OrderRecord): Order {
  return {
    ticketId: record.ticketId,
    eventId: record.eventId,
    eventTitle: record.eventTitle,
    eventStartAt: isoOrNull(record.eventStartAt),
    kind: record.kind,
    type: record.tierType,
    quantity: record.quantity,
    unitPrice: unitsOf(record.unitPriceCents),
    couponCode: record.couponCode,
    price: unitsOf(record.amountCents),
    currency: record.currency,
    email: record.email,
    status: shownStatus(record.status),
    passId: record.passId,
    createdAt: new Date(record.createdAt).toISOString(),
    paidAt: isoOrNull(record.paidAt),
    refundedAt: isoOrNull(record.refundedAt),
  };
}

// Crockford's base 32: no I, L, O or U, so that the code reads aloud and copies without mistakes.
const codeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The short code printed on a pass (`XXXX-XXXX`), derived from its id: the door compares it with the
 * code the event's editors see beside the order. 40 bits of the id's SHA-256 hash.
 */
export function verificationCodeOf(passId: string): string {
  const digest = createHash('sha256').update(passId).digest();
  const characters = Array.from({ length: 8 }, (_, index) => {
    const bit = index * 5;
    const pair = ((digest[bit >> 3] ?? 0) << 8) | (digest[(bit >> 3) + 1] ?? 0);
    return codeAlphabet[(pair >> (11 - (bit & 7))) & 31];
  });
  return `${characters.slice(0, 4).join('')}-${characters.slice(4).join('')}`;
}
