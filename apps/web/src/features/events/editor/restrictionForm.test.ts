import { describe, expect, it } from 'vitest';
import { validateRestrictionForm } from './restrictionForm.ts';

describe('editor Restrictions tab (spec 000 §3 restriction: geoname_id, title, allowed, age)', () => {
  it('makes a region rule of a country allowed or blocked', () => {
    expect(validateRestrictionForm({ country: 'ca', access: 'block', age: '' })).toEqual({
      ok: true,
      restriction: { country: 'CA', title: 'CA', allowed: false, age: null },
    });
  });

  it('makes an age rule for everywhere or for one country', () => {
    expect(validateRestrictionForm({ country: '', access: 'allow', age: '21' })).toEqual({
      ok: true,
      restriction: { country: null, title: '', allowed: true, age: 21 },
    });
  });

  it('wants a two-letter country, or an age', () => {
    expect(validateRestrictionForm({ country: 'Canada', access: 'allow', age: '' })).toEqual({
      ok: false,
      errors: { country: 'countryCode' },
    });
    expect(validateRestrictionForm({ country: '', access: 'allow', age: '' })).toEqual({
      ok: false,
      errors: { country: 'countryCode' },
    });
  });

  it('wants a whole age', () => {
    expect(validateRestrictionForm({ country: 'FR', access: 'allow', age: '17.5' })).toEqual({
      ok: false,
      errors: { age: 'wholeNumberRequired' },
    });
  });
});
