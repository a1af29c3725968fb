import { z } from 'zod';
import { codeCatalogue } from './codes.ts';
import { textSchema } from './schemas/text.ts';
import { boundedCoercedIntSchema } from './schemas/integers.ts';

/** Every API response: `{ code, message, data }` (ARCHITECTURE wire conventions). */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** The envelope schema around a data schema, for clients that validate answers. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: textSchema, data });
}

/** A success envelope. */
export function ok<T>(data: T): Envelope<T> {
  return { code: codeCatalogue.Success.code, message: codeCatalogue.Success.message, data };
}

/** Pagination answered by every list (ARCHITECTURE wire conventions). */
export const paginationSchema = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  hasNextPage: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Page query parameters: strings on the wire, numbers after parsing; page 1 and `defaultPageSize` by default. */
export function pageQuerySchema(defaultPageSize: number, maxPageSize = 100) {
  return z.object({
    page: boundedCoercedIntSchema(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
  });
}

export interface Page<T> {
  list: T[];
  pagination: Pagination;
}

/** The answer of a list call: one page of items and its pagination. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), pagination: paginationSchema });
}

/** Builds the list answer from one page of rows and the total count. */
export function toPage<T>(list: T[], page: number, pageSize: number, total: number): Page<T> {
  return { list, pagination: { page, pageSize, total, hasNextPage: page * pageSize < total } };
}
