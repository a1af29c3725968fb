import { describe, expect, it } from 'vitest';
import { donationCentsSchema, validateDonationCents } from './donation.ts';

describe('donation $1 to $99,999 (spec 000 §9, spec 001 §5)', () => {
  it.each([100, 500, 2000, 9_999_900])('%i cents pass', (cents) => {
    expect(validateDonationCents(cents)).toEqual({ ok: true, value: cents });
  });

  it.each([0, 99, 9_999_901, 150.5, -100, Number.NaN])('%d cents fail', (cents) => {
    expect(validateDonationCents(cents)).toMatchObject({
      ok: false,
      message: 'Donations must be between $1 and $99,999',
    });
  });

  it('works as a schema of amountInCent', () => {
    expect(donationCentsSchema.parse(100)).toBe(100);
    expect(donationCentsSchema.safeParse(99).success).toBe(false);
  });
});
