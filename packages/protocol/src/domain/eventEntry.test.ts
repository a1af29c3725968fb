import { describe, expect, it } from 'vitest';
import {
  EventRestrictionCode,
  decideEventEntry,
  effectiveAgeRestriction,
  isRegionAllowed,
  restrictionMessageOf,
  type EventEntryFacts,
  type EventRestrictionRule,
} from './eventEntry.ts';

const now = new Date('2025-06-15T12:00:00Z');
const facts: EventEntryFacts = {
  hasRole: false,
  hasTicket: true,
  ageRestriction: 0,
  restrictions: [],
  country: undefined,
  dateOfBirth: '1990-01-01',
  isSoldOut: false,
  isPriceToBeDetermined: false,
};
const block = (country: string): EventRestrictionRule => ({ country, allowed: false, age: null });
const allow = (country: string): EventRestrictionRule => ({ country, allowed: true, age: null });

describe('isRegionAllowed', () => {
  it('allows an unknown country whatever the rules', () => {
    expect(isRegionAllowed([block('FR'), allow('CA')], undefined)).toBe(true);
  });
  it('blocks a country with allowed: false, in any case', () => {
    expect(isRegionAllowed([block('FR')], 'fr')).toBe(false);
    expect(isRegionAllowed([block('FR')], 'DE')).toBe(true);
  });
  it('turns into an allow-list once one country is allowed', () => {
    expect(isRegionAllowed([allow('CA')], 'CA')).toBe(true);
    expect(isRegionAllowed([allow('CA')], 'US')).toBe(false);
  });
  it('ignores age rules and rules without a country', () => {
    expect(isRegionAllowed([{ country: 'US', allowed: true, age: 21 }], 'FR')).toBe(true);
    expect(isRegionAllowed([{ country: null, allowed: false, age: null }], 'FR')).toBe(true);
  });
});

describe('effectiveAgeRestriction', () => {
  const rules: EventRestrictionRule[] = [
    { country: null, allowed: true, age: 16 },
    { country: 'US', allowed: true, age: 21 },
  ];
  it('raises the event’s age with the rules that apply where the viewer is', () => {
    expect(effectiveAgeRestriction(0, rules, 'US')).toBe(21);
    expect(effectiveAgeRestriction(0, rules, 'FR')).toBe(16);
    expect(effectiveAgeRestriction(0, rules, undefined)).toBe(16);
    expect(effectiveAgeRestriction(18, rules, 'FR')).toBe(18);
  });
});

describe('decideEventEntry (spec 000 §4: a role, or a ticket and a valid age)', () => {
  it('lets a role holder in past every restriction', () => {
    expect(
      decideEventEntry(
        {
          ...facts,
          hasRole: true,
          hasTicket: false,
          ageRestriction: 18,
          dateOfBirth: null,
          restrictions: [block('FR')],
          country: 'FR',
        },
        now,
      ),
    ).toEqual({ canEnter: true, restrictionCode: EventRestrictionCode.none });
  });

  it('lets a ticket holder of the right age in', () => {
    expect(decideEventEntry({ ...facts, ageRestriction: 18 }, now).canEnter).toBe(true);
  });

  it.each<[string, Partial<EventEntryFacts>, EventRestrictionCode]>([
    [
      'region first',
      { restrictions: [block('FR')], country: 'FR', ageRestriction: 18, dateOfBirth: null },
      2,
    ],
    ['age with a ticket', { ageRestriction: 18, dateOfBirth: '2010-01-01' }, 1],
    ['age without a birth date', { ageRestriction: 13, dateOfBirth: null }, 1],
    ['no ticket', { hasTicket: false }, 3],
    ['sold out', { hasTicket: false, isSoldOut: true }, 4],
    ['price to be determined', { hasTicket: false, isPriceToBeDetermined: true }, 5],
  ])('%s', (_, change, restrictionCode) => {
    expect(decideEventEntry({ ...facts, ...change }, now)).toEqual({ canEnter: false, restrictionCode });
  });

  it('turns 18 on the birthday', () => {
    const rule = { ...facts, ageRestriction: 18 };
    expect(decideEventEntry({ ...rule, dateOfBirth: '2007-06-15' }, now).canEnter).toBe(true);
    expect(decideEventEntry({ ...rule, dateOfBirth: '2007-06-16' }, now).canEnter).toBe(false);
  });
});

describe('restrictionMessageOf (spec 000 §5, §8 messages)', () => {
  it.each([
    [0, null],
    [1, "We're sorry you are not eligible to join this event due to an age restriction."],
    [2, 'This content is unavailable in your region.'],
    [3, 'No ticket'],
    [4, 'This event is sold out.'],
    [5, 'The price is to be determined by the creator.'],
  ] as const)('%i → %s', (code, message) => {
    expect(restrictionMessageOf(code)).toBe(message);
  });
});
