import type { Generated } from 'kysely';

/** A message to the operators from the contact form or the feedback dialog (features/support). */
export interface ContactMessagesTable {
  id: string;
  kind: string;
  name: string;
  email: string;
  message: string;
  userId: string | null;
  /** When it was handed to the mailer for SUPPORT_EMAIL; null when none is set or sending failed. */
  mailedAt: Date | null;
  /** The operator who marked it handled, and when (docs/decisions/operator.md). */
  handledBy: string | null;
  handledAt: Date | null;
  createdAt: Generated<Date>;
}

/** Messages to the operators (features/support). */
export interface SupportTables {
  contactMessages: ContactMessagesTable;
}
