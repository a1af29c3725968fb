import type { OwnProfile } from '@limelight/protocol';
import { describe, expect, it } from 'vitest';
import { profileFormValuesOf, validateProfileForm, type ProfileFormValues } from './profileForm.ts';

const NOW = new Date(Date.UTC(2026, 5, 15));
const profile: OwnProfile = {
  userId: 'u-1',
  username: 'ada',
  displayName: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  avatar: null,
  backgroundImageUrl: null,
  bio: null,
  cyaId: null,
  friendsCount: 0,
  followersCount: 0,
  followingCount: 0,
  email: 'ada@example.com',
  emailVerified: true,
  gender: null,
  dob: '1990-12-10',
  notes: null,
  info: { email: 'ada@example.com', hasPassword: true, social: {} },
  promptCyaId: true,
  promptEmail: false,
  underAge: false,
  isOxford: false,
  language: null,
  theme: null,
  timeZone: null,
};
const edit = (changes: Partial<ProfileFormValues>) =>
  validateProfileForm({ ...profileFormValuesOf(profile), ...changes }, profile, NOW);

describe('edit profile (spec 000 §5)', () => {
  it('saves nothing when nothing changed', () => {
    expect(edit({})).toEqual({ ok: true, changes: { cyaId: undefined, profile: {} } });
  });

  it('saves only the changed fields, the cyaId on its own', () => {
    expect(edit({ cyaId: 'ada_l', bio: '  Mathematician  ', gender: 'F', lastName: '' })).toEqual({
      ok: true,
      changes: { cyaId: 'ada_l', profile: { bio: 'Mathematician', gender: 'F', lastName: null } },
    });
  });

  it('profile usernames and cyaIds take only letters, numbers, underscores and dashes', () => {
    expect(edit({ username: 'ada.l', cyaId: 'ada l' })).toEqual({
      ok: false,
      errors: { username: 'handleCharacters', cyaId: 'handleCharacters' },
    });
    expect(edit({ username: 'ada l' })).toEqual({ ok: false, errors: { username: 'usernameHasSpaces' } });
  });

  it('names take no special character but the dash, and at most 100 characters', () => {
    expect(edit({ firstName: 'Ada-Marie', lastName: 'Love_lace' })).toEqual({
      ok: false,
      errors: { lastName: 'personNameCharacters' },
    });
    expect(edit({ firstName: 'A'.repeat(101) })).toEqual({
      ok: false,
      errors: { firstName: 'displayNameTooLong' },
    });
  });

  it('a bio has at most 500 characters', () => {
    expect(edit({ bio: 'x'.repeat(501) })).toEqual({ ok: false, errors: { bio: 'descriptionTooLong' } });
  });

  it("the date of birth gives an age of 13 to 150 ('DOB must be 13-150')", () => {
    expect(edit({ dateOfBirth: '2020-01-01' })).toEqual({
      ok: false,
      errors: { dateOfBirth: 'dateOfBirthOutOfRange' },
    });
  });

  it("an e-mail must be valid ('Invalid email, please try again')", () => {
    expect(edit({ email: 'ada@' })).toEqual({ ok: false, errors: { email: 'invalidEmail' } });
  });

  it('a field that was set cannot be emptied; one never set may stay empty', () => {
    expect(edit({ username: ' ', dateOfBirth: '' })).toEqual({
      ok: false,
      errors: { username: 'fieldRequired', dateOfBirth: 'fieldRequired' },
    });
    expect(edit({ cyaId: '' })).toEqual({ ok: true, changes: { cyaId: undefined, profile: {} } });
  });
});
