import type { CardDeclineReason } from '@limelight/protocol';

/** What pays: a one-time card token (`tok_…`) or a card saved for a customer. */
export type PaymentSource =
  { kind: 'token'; token: string } | { kind: 'savedCard'; customerId: string; cardId: string };

export interface ChargeRequest {
  /** Integer cents, above 0. */
  amountCents: number;
  /** ISO 4217, lower case (`usd`, `cad`). */
  currency: string;
  source: PaymentSource;
  /** One per purchase attempt; the processor and the payments table answer a retry with the first outcome. */
  idempotencyKey: string;
  description: string;
}

/** A charge's outcome: the processor's charge id, or why the card was refused. */
export type ChargeResult = { ok: true; chargeId: string } | { ok: false; reason: CardDeclineReason };

/** A card kept by the processor for a customer (spec 000 §3 saved card). */
export interface SavedCard {
  customerId: string;
  cardId: string;
  last4: string;
}

export type SaveCardResult = ({ ok: true } & SavedCard) | { ok: false; reason: CardDeclineReason };

/** The card processor behind every purchase: the built-in test processor, or Stripe. */
export interface PaymentProvider {
  readonly kind: 'test' | 'stripe';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Keeps a token's card for a customer, made when `customerId` is absent. */
  saveCard(request: { token: string; customerId?: string }): Promise<SaveCardResult>;
  /** Refunds a whole charge, or `amountCents` of it. */
  refund(request: {
    chargeId: string;
    amountCents?: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
}
