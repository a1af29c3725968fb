import { z } from 'zod';
import { fail, pass, validatedSchema, type Validation } from './result.ts';

/** spec 000 §5: the terms must be accepted ('Must accept to continue'). */
export function validateTermsAccepted(accepted: boolean): Validation<true> {
  return accepted ? pass(true) : fail('termsNotAccepted');
}

/** `validateTermsAccepted` as a zod schema. */
export const termsAcceptedSchema = validatedSchema(z.boolean(), validateTermsAccepted);
