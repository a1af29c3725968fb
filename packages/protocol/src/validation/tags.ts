import { z } from 'zod';
import { TagLimit } from '../limits.ts';
import { fail, pass, validatedSchema, type Validation } from './result.ts';
import { textSchema } from '../schemas/text.ts';

// spec 000 §5: "only 0-9, A-Z, a-z, underscore and dash".
const tagPattern = /^[0-9A-Za-z_-]+$/;

/**
 * spec 000 §5: at most 5 tags, each of 0-9, A-Z, a-z, underscore and dash, no duplicates. Tags are trimmed;
 * duplicates are found ignoring case, since "Music" and "music" read as the same tag.
 */
export function validateTags(tags: readonly string[]): Validation<string[]> {
  const values = tags.map((tag) => tag.trim());
  if (values.length > TagLimit.max) return fail('tooManyTags');
  if (!values.every((tag) => tagPattern.test(tag))) return fail('tagCharacters');
  const distinct = new Set(values.map((tag) => tag.toLowerCase()));
  return distinct.size === values.length ? pass(values) : fail('duplicateTag');
}

/** `validateTags` as a zod schema. */
export const tagsSchema = validatedSchema(z.array(textSchema), validateTags);
