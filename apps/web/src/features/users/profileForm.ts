import {
  fail,
  pass,
  validateCyaId,
  validateDescription,
  validateDisplayName,
  validateEmail,
  validatePersonName,
  validateProfileUsername,
  type OwnProfile,
  type UpdateProfileRequest,
  type Validation,
} from '@limelight/protocol';
import { validateDateOfBirthField, validateForm, type FormErrors } from '../../lib/forms/index.ts';

/** The edit-profile form: every field the member edits, as typed. */
export interface ProfileFormValues {
  username: string;
  cyaId: string;
  firstName: string;
  lastName: string;
  /** '' (not said), 'M' or 'F' (spec 000 §3). */
  gender: string;
  dateOfBirth: string;
  bio: string;
  email: string;
}

/** What a submit saves: the new cyaId (through updateCyaId) and the other changed fields (updateProfile). */
export interface ProfileChanges {
  cyaId: string | undefined;
  profile: UpdateProfileRequest;
}

export type ProfileFormResult =
  { ok: true; changes: ProfileChanges } | { ok: false; errors: FormErrors<keyof ProfileFormValues> };

/** The form filled from the member's profile. */
export function profileFormValuesOf(profile: OwnProfile): ProfileFormValues {
  return {
    username: profile.username ?? '',
    cyaId: profile.cyaId ?? '',
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    gender: profile.gender ?? '',
    dateOfBirth: profile.dob ?? '',
    bio: profile.bio ?? '',
    email: profile.email ?? '',
  };
}

/** A field that cannot be cleared once set: left empty it stays unset, emptied it is required. */
function kept(text: string, wasSet: boolean, validate: (value: string) => Validation<string>) {
  if (text.trim() !== '') return validate(text.trim());
  return wasSet ? fail('fieldRequired') : pass(undefined);
}

/** A field that may be cleared: empty means null. */
function clearable(text: string, validate: (value: string) => Validation<string>) {
  return text.trim() === '' ? pass(null) : validate(text);
}

const allOf =
  (...checks: ReadonlyArray<(value: string) => Validation<string>>) =>
  (value: string): Validation<string> =>
    checks.reduce<Validation<string>>(
      (result, check) => (result.ok ? check(result.value) : result),
      pass(value),
    );

function validateGender(gender: string): Validation<'M' | 'F' | null> {
  if (gender === 'M' || gender === 'F') return pass(gender);
  return pass(null);
}

/**
 * spec 000 §5 for the profile: usernames and cyaIds of letters, digits, '_' and '-'; names with no special
 * character but the dash, at most 100 characters; a bio of at most 500; a valid e-mail; an age of 13 to 150.
 * Only what changed is saved.
 */
export function validateProfileForm(
  values: ProfileFormValues,
  profile: OwnProfile,
  now: Date,
): ProfileFormResult {
  const result = validateForm({
    username: kept(
      values.username,
      profile.username !== null,
      allOf(validateProfileUsername, validateDisplayName),
    ),
    cyaId: kept(values.cyaId, profile.cyaId !== null, validateCyaId),
    firstName: clearable(values.firstName, allOf(validatePersonName, validateDisplayName)),
    lastName: clearable(values.lastName, allOf(validatePersonName, validateDisplayName)),
    gender: validateGender(values.gender),
    dateOfBirth: kept(values.dateOfBirth, profile.dob !== null, (text) =>
      validateDateOfBirthField(text, now),
    ),
    bio: clearable(values.bio, validateDescription),
    email: kept(values.email, profile.email !== null, validateEmail),
  });
  if (!result.ok) return result;
  const checked = result.values;
  const profileChanges: UpdateProfileRequest = {};
  const keepIfChanged = <K extends keyof UpdateProfileRequest>(
    key: K,
    value: UpdateProfileRequest[K] | undefined,
    current: unknown,
  ) => {
    if (value !== undefined && value !== current) profileChanges[key] = value;
  };
  keepIfChanged('username', checked.username, profile.username);
  keepIfChanged('firstName', checked.firstName, profile.firstName);
  keepIfChanged('lastName', checked.lastName, profile.lastName);
  keepIfChanged('gender', checked.gender, profile.gender);
  keepIfChanged('dob', checked.dateOfBirth, profile.dob);
  keepIfChanged('bio', checked.bio, profile.bio);
  keepIfChanged('email', checked.email, profile.email);
  const cyaId = checked.cyaId !== undefined && checked.cyaId !== profile.cyaId ? checked.cyaId : undefined;
  return { ok: true, changes: { cyaId, profile: profileChanges } };
}
