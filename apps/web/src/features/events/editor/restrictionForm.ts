import { fail, pass, type RestrictionInput, type Validation } from '@limelight/protocol';
import { validateForm, type FormErrors } from '../../../lib/forms/index.ts';

/** A new restriction as its inputs hold it (spec 000 §3 restriction: geoname_id, title, allowed, age). */
export interface RestrictionFormValues {
  /** ISO 3166-1 alpha-2, empty for a rule that applies everywhere. */
  country: string;
  /** 'allow' or 'block' the country. */
  access: string;
  /** Whole years, empty for a region rule. */
  age: string;
}

export type RestrictionFormResult =
  | { ok: true; restriction: Pick<RestrictionInput, 'country' | 'title' | 'allowed' | 'age'> }
  | { ok: false; errors: FormErrors<keyof RestrictionFormValues> };

const countryPattern = /^[A-Za-z]{2}$/;
const maxAge = 150;

function validateCountry(text: string, age: string): Validation<string | null> {
  const code = text.trim();
  if (code === '') return age.trim() === '' ? fail('countryCode') : pass(null);
  return countryPattern.test(code) ? pass(code.toUpperCase()) : fail('countryCode');
}

function validateAge(text: string): Validation<number | null> {
  const age = text.trim();
  if (age === '') return pass(null);
  return /^\d+$/.test(age) && Number(age) <= maxAge ? pass(Number(age)) : fail('wholeNumberRequired');
}

/**
 * A restriction is a region rule (a country allowed or blocked) or an age rule (a minimum age, for one
 * country or everywhere); one of the two must be given. The title is the country code, as text (spec 000 §5).
 */
export function validateRestrictionForm(values: RestrictionFormValues): RestrictionFormResult {
  const result = validateForm({
    country: validateCountry(values.country, values.age),
    access: pass(values.access !== 'block'),
    age: validateAge(values.age),
  });
  if (!result.ok) return result;
  const { country, access, age } = result.values;
  return { ok: true, restriction: { country, title: country ?? '', allowed: access, age } };
}
