import { z } from 'zod';
import { Messages } from '../messages.ts';

// A UTF-16 half of a pair standing alone: JSON can carry it (`"\ud800"`), UTF-8 cannot.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether text can be stored: PostgreSQL refuses U+0000 in text and jsonb, and a lone surrogate in
 * jsonb (issue 9: both answered 500 from the database before).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !loneSurrogate.test(value);
}

/**
 * The base of every string the protocol accepts: any text but U+0000 and lone surrogates, refused at
 * the edge with 4000. Request schemas start from it instead of `z.string()`.
 */
export const textSchema = z.string().refine(isStorableText, { message: Messages.textCharacters });

/** Any JSON value whose strings (keys included) are storable text: free-form values kept in jsonb. */
export const storableJsonSchema = z
  .unknown()
  .refine(hasOnlyStorableText, { message: Messages.textCharacters });

function hasOnlyStorableText(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every(hasOnlyStorableText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([key, inner]) => isStorableText(key) && hasOnlyStorableText(inner));
  }
  return true;
}
