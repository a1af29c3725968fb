import { describe, expect, it } from 'vitest';
import {
  ageFromDateOfBirth,
  ageOn,
  checkAgeRestriction,
  isAdultLabel,
  isBarredByAgeLabel,
  isUnderAge,
} from './age.ts';

const now = new Date('2025-06-15T12:00:00Z');

describe('age from the date of birth', () => {
  it.each([
    ['2012-06-15', 13],
    ['2012-06-16', 12],
    ['2007-06-15', 18],
    ['2007-06-16', 17],
    ['1875-06-15', 150],
    ['2025-06-15', 0],
  ])('born %s is %i', (dateOfBirth, age) => {
    expect(ageFromDateOfBirth(dateOfBirth, now)).toBe(age);
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    const born = { year: 2004, month: 2, day: 29 };
    expect(ageOn(born, new Date('2022-02-28T23:59:59Z'))).toBe(17);
    expect(ageOn(born, new Date('2022-03-01T00:00:00Z'))).toBe(18);
    expect(ageOn(born, new Date('2024-02-29T00:00:00Z'))).toBe(20);
  });

  it('is unknown without a valid date', () => {
    expect(ageFromDateOfBirth(undefined, now)).toBeUndefined();
    expect(ageFromDateOfBirth('', now)).toBeUndefined();
    expect(ageFromDateOfBirth('15/06/2000', now)).toBeUndefined();
  });
});

describe('underAge: below 18 or no date of birth (spec 000 §3)', () => {
  it.each([
    ['2007-06-15', false],
    ['2007-06-16', true],
    ['1990-01-01', false],
    [null, true],
    [undefined, true],
  ])('born %j → %j', (dateOfBirth, underAge) => {
    expect(isUnderAge(dateOfBirth, now)).toBe(underAge);
  });
});

describe('adult label: above 17 (spec 000 §4, spec 001 §9)', () => {
  it.each([
    ['18', true],
    [18, true],
    ['17', false],
    ['13', false],
    ['a', false],
  ])('label %j adult → %j', (label, adult) => {
    expect(isAdultLabel(label)).toBe(adult);
  });
});

describe('kick-out 3: adult content for a guest or an under-age non-moderator (spec 000 §4)', () => {
  const viewer = { label: '18', isGuest: false, isUnderAge: false, isModerator: false };

  it.each([
    [{}, false],
    [{ isGuest: true }, true],
    [{ isUnderAge: true }, true],
    [{ isUnderAge: true, isModerator: true }, false],
    [{ isGuest: true, label: '13' }, false],
    [{ isUnderAge: true, label: '17' }, false],
  ])('%j barred → %j', (change, barred) => {
    expect(isBarredByAgeLabel({ ...viewer, ...change })).toBe(barred);
  });
});

describe('age restriction (spec 000 §5)', () => {
  it.each<[number, string | undefined]>([
    [0, undefined],
    [0, '2020-01-01'],
    [18, '2007-06-15'],
    [13, '2012-06-15'],
  ])('restriction %i passes for %j', (restriction, dateOfBirth) => {
    expect(checkAgeRestriction(restriction, dateOfBirth, now).ok).toBe(true);
  });

  it.each<[number, string | undefined]>([
    [18, '2007-06-16'],
    [18, undefined],
    [21, '2007-06-15'],
  ])('restriction %i fails for %j', (restriction, dateOfBirth) => {
    expect(checkAgeRestriction(restriction, dateOfBirth, now)).toMatchObject({
      ok: false,
      message: "We're sorry you are not eligible to join this event due to an age restriction.",
    });
  });
});
