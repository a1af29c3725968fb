import { describe, expect, it } from 'vitest';
import { termsAcceptedSchema, validateTermsAccepted } from './terms.ts';

describe('terms must be accepted (spec 000 §5)', () => {
  it('passes when accepted', () => {
    expect(validateTermsAccepted(true)).toEqual({ ok: true, value: true });
  });

  it('fails when not accepted', () => {
    expect(validateTermsAccepted(false)).toMatchObject({ ok: false, message: 'Must accept to continue' });
    expect(termsAcceptedSchema.safeParse(false).error?.issues[0]?.message).toBe('Must accept to continue');
  });
});
