import type { ColumnType } from 'kysely';

/** A time column: read as a Date, written as a Date or ISO-8601 text (optional on insert). */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
