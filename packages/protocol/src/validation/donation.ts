import { z } from 'zod';
import { DonationLimit } from '../limits.ts';
import { fail, pass, validatedSchema, type Validation } from './result.ts';

/** spec 000 §9, spec 001 §5: a donation is a whole number of cents from $1 to $99,999. */
export function validateDonationCents(amountInCent: number): Validation<number> {
  const inRange =
    Number.isInteger(amountInCent) &&
    amountInCent >= DonationLimit.minCents &&
    amountInCent <= DonationLimit.maxCents;
  return inRange ? pass(amountInCent) : fail('donationOutOfRange');
}

/** `validateDonationCents` as a zod schema of `amountInCent`. */
export const donationCentsSchema = validatedSchema(z.number(), validateDonationCents);
