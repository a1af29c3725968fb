import type { Migration } from 'kysely';
import * as foundation from './0001_foundation.ts';

/** Every migration in order; the same list runs on PGlite and PostgreSQL. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
};
