import { fail, pass, validatedSchema, type Validation } from './result.ts';
import { textSchema } from '../schemas/text.ts';

// spec 000 §5: "dash is the only allowed special character". Letters of any script and digits pass; of ASCII
// punctuation, symbols and whitespace only '-' does. A deny-list rather than \p{L}: Firefox 70–77, which
// spec 000 §1 supports, has no Unicode property escapes.
const forbiddenInName = /[\s!"#$%&'()*+,./:;<=>?@[\\\]^_`{|}~]/;

/** spec 000 §5: a first or last name is not empty and has no special character other than a dash. */
export function validatePersonName(name: string): Validation<string> {
  const value = name.trim();
  if (value.length === 0) return fail('fieldRequired');
  return forbiddenInName.test(value) ? fail('personNameCharacters') : pass(value);
}

/** `validatePersonName` as a zod schema. */
export const personNameSchema = validatedSchema(textSchema, validatePersonName);
