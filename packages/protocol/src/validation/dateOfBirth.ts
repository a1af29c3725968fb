import { ageOn } from '../domain/age.ts';
import { parseCalendarDate } from '../domain/calendarDate.ts';
import { AgeRule } from '../limits.ts';
import { fail, pass, validatedSchema, type Validation } from './result.ts';
import { textSchema } from '../schemas/text.ts';

/** spec 000 §5: a date of birth in YYYY-MM-DD giving an age of 13 to 150 at `now` ('DOB must be 13-150'). */
export function validateDateOfBirth(text: string, now: Date): Validation<string> {
  const value = text.trim();
  const date = parseCalendarDate(value);
  if (date === undefined) return fail('dateOfBirthFormat');
  const age = ageOn(date, now);
  if (age < AgeRule.signUpMin || age > AgeRule.signUpMax) return fail('dateOfBirthOutOfRange');
  return pass(value);
}

/** `validateDateOfBirth` as a zod schema; `clock` gives "today" at each parse. */
export function dateOfBirthSchema(clock: () => Date) {
  return validatedSchema(textSchema, (text) => validateDateOfBirth(text, clock()));
}
