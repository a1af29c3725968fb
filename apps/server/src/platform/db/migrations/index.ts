import type { Migration } from 'kysely';
import * as foundation from './0001_foundation.ts';
import * as accounts from './0002_accounts.ts';
import * as mailOutbox from './0003_mail_outbox.ts';

/** Every migration in order; the same list runs on PGlite and PostgreSQL. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_accounts': accounts,
  '0003_mail_outbox': mailOutbox,
};
