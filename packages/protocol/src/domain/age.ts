import { AgeRule } from '../limits.ts';
import { fail, pass, type Validation } from '../validation/result.ts';
import { parseCalendarDate, type CalendarDate } from './calendarDate.ts';

/**
 * Full years from a date of birth to `now`, on the UTC calendar date of `now`.
 * Someone born on 29 February turns a year older on 1 March in years without that day.
 */
export function ageOn(dateOfBirth: CalendarDate, now: Date): number {
  const years = now.getUTCFullYear() - dateOfBirth.year;
  const month = now.getUTCMonth() + 1;
  const day = now.getUTCDate();
  const birthdayReached =
    month > dateOfBirth.month || (month === dateOfBirth.month && day >= dateOfBirth.day);
  return birthdayReached ? years : years - 1;
}

/** The age of a YYYY-MM-DD date of birth at `now`, or undefined when there is no valid date. */
export function ageFromDateOfBirth(dateOfBirth: string | null | undefined, now: Date): number | undefined {
  const date = dateOfBirth ? parseCalendarDate(dateOfBirth) : undefined;
  return date === undefined ? undefined : ageOn(date, now);
}

/**
 * Whether a new birth date would move an account across 18 (docs/decisions/age-policy.md): only the
 * operators may do that once a date is set. Setting the first date crosses nothing.
 */
export function crossesAdulthood(oldDob: string | null | undefined, newDob: string, now: Date): boolean {
  if (!oldDob) return false;
  return isUnderAge(oldDob, now) !== isUnderAge(newDob, now);
}

/** spec 000 §3: `underAge` is true when the age is below 18 or there is no date of birth. */
export function isUnderAge(dateOfBirth: string | null | undefined, now: Date): boolean {
  const age = ageFromDateOfBirth(dateOfBirth, now);
  return age === undefined || age < AgeRule.adultYears;
}

/** spec 000 §4, spec 001 §4: an age label above 17 marks adult content ('18'); '13' and the kids label do not. */
export function isAdultLabel(label: string | number): boolean {
  return Number(label) > AgeRule.adultLabelAbove;
}

/** spec 000 §4 kick-out code 3: adult content bars a guest, or an under-age member who is not a moderator. */
export function isBarredByAgeLabel(viewer: {
  label: string | number;
  isGuest: boolean;
  isUnderAge: boolean;
  isModerator: boolean;
}): boolean {
  if (!isAdultLabel(viewer.label)) return false;
  return viewer.isGuest || (viewer.isUnderAge && !viewer.isModerator);
}

/**
 * spec 000 §5: an age restriction of 0 always passes; otherwise the age from the date of birth must be at
 * least the restriction. Without a date of birth a restriction cannot be met.
 */
export function checkAgeRestriction(
  ageRestriction: number,
  dateOfBirth: string | null | undefined,
  now: Date,
): Validation<void> {
  if (ageRestriction === 0) return pass(undefined);
  const age = ageFromDateOfBirth(dateOfBirth, now);
  return age !== undefined && age >= ageRestriction ? pass(undefined) : fail('ageRestricted');
}
