import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp.ts';

/** Mail the embedded platform keeps instead of sending (no SMTP configured). */
export interface MailOutboxTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Timestamp;
}

/** A charge attempt, once per idempotency key (platform/payments). */
export interface PaymentsTable {
  id: string;
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  description: string;
  status: 'pending' | 'succeeded' | 'declined';
  chargeId: string | null;
  declineReason: string | null;
  createdAt: Generated<Date>;
  settledAt: Date | null;
}

/** A Stripe webhook event, recorded once by its id (platform/payments). */
export interface StripeWebhookEventsTable {
  id: string;
  type: string;
  createdAt: Generated<Date>;
  /** Null while its handler runs. */
  processedAt: Date | null;
}

/** A file someone uploaded; collected after a day while nothing references it (docs/decisions/security.md). */
export interface UploadsTable {
  key: string;
  ownerId: string | null;
  createdAt: Timestamp;
  attachedAt: Timestamp | null;
}

/** What the platform's own parts keep: the mail outbox, payments, uploads. */
export interface PlatformTables {
  mailOutbox: MailOutboxTable;
  payments: PaymentsTable;
  stripeWebhookEvents: StripeWebhookEventsTable;
  uploads: UploadsTable;
}
