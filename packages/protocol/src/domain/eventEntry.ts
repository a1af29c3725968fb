import { Messages, type MessageKey } from '../messages.ts';
import { checkAgeRestriction } from './age.ts';

/**
 * Why someone may not enter an event (the view's `restrictionCode`); 0 when nothing stands in the way.
 * Refusals of a private event are not among them: those answer 11025 / 11078 instead of a view.
 */
export const EventRestrictionCode = {
  none: 0,
  age: 1,
  region: 2,
  noTicket: 3,
  soldOut: 4,
  priceToBeDetermined: 5,
} as const;
/** One restriction code. */
export type EventRestrictionCode = (typeof EventRestrictionCode)[keyof typeof EventRestrictionCode];

const messageKeyOf: Record<Exclude<EventRestrictionCode, 0>, MessageKey> = {
  [EventRestrictionCode.age]: 'ageRestricted',
  [EventRestrictionCode.region]: 'regionUnavailable',
  [EventRestrictionCode.noTicket]: 'entryNoTicket',
  [EventRestrictionCode.soldOut]: 'eventSoldOut',
  [EventRestrictionCode.priceToBeDetermined]: 'priceToBeDetermined',
};

/** The spec message of a restriction code (spec 000 §5, §8), or null for none. */
export function restrictionMessageOf(code: EventRestrictionCode): string | null {
  return code === EventRestrictionCode.none ? null : Messages[messageKeyOf[code]];
}

/**
 * One restriction entry of an event (spec 000 §3: geoname_id, title, allowed, age). An entry with an
 * `age` is an age rule, for its country or, without one, everywhere. An entry with a country and no age
 * is a region rule: `allowed: false` blocks that country; any `allowed: true` entry turns the region rules
 * into an allow-list.
 */
export interface EventRestrictionRule {
  readonly country: string | null;
  readonly allowed: boolean;
  readonly age: number | null;
}

const sameCountry = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** Whether the viewer's country may see the event; an unknown country is allowed (issue 4). */
export function isRegionAllowed(
  rules: readonly EventRestrictionRule[],
  country: string | undefined,
): boolean {
  if (country === undefined) return true;
  const regionRules = rules.filter(
    (rule): rule is EventRestrictionRule & { country: string } => rule.age === null && rule.country !== null,
  );
  const own = regionRules.find((rule) => sameCountry(rule.country, country));
  if (own) return own.allowed;
  return !regionRules.some((rule) => rule.allowed);
}

/**
 * The age a viewer must have: the event's own restriction, raised by the age rules that apply where the
 * viewer is (rules without a country apply everywhere; country rules only when the country is known).
 */
export function effectiveAgeRestriction(
  ageRestriction: number,
  rules: readonly EventRestrictionRule[],
  country: string | undefined,
): number {
  return rules.reduce((age, rule) => {
    if (rule.age === null) return age;
    const applies = rule.country === null || (country !== undefined && sameCountry(rule.country, country));
    return applies ? Math.max(age, rule.age) : age;
  }, ageRestriction);
}

/** What decides whether someone may enter an event (spec 000 §4 event access). */
export interface EventEntryFacts {
  /** Host, star or moderator of the event, or its creator. */
  readonly hasRole: boolean;
  readonly hasTicket: boolean;
  readonly ageRestriction: number;
  readonly restrictions: readonly EventRestrictionRule[];
  /** The viewer's country (ISO 3166-1 alpha-2), undefined when unknown. */
  readonly country: string | undefined;
  /** YYYY-MM-DD; guests and members without one fail any age restriction. */
  readonly dateOfBirth: string | null;
  /** Every ticket tier is sold out. */
  readonly isSoldOut: boolean;
  /** A paid event without any ticket tier yet. */
  readonly isPriceToBeDetermined: boolean;
}

/** The entry decision: whether the viewer may enter, and the first thing in the way. */
export interface EventEntryDecision {
  readonly canEnter: boolean;
  readonly restrictionCode: EventRestrictionCode;
}

/**
 * spec 000 §4: allowed when the user has a role, or has a ticket and a valid age. Before the ticket, the
 * region (spec 000 §5 'This content is unavailable in your region.') and the age ('We're sorry you are not
 * eligible …') are checked, since no ticket helps against them; without a ticket the reason is a sold out
 * event, a price still to be determined, or simply 'No ticket'.
 */
export function decideEventEntry(facts: EventEntryFacts, now: Date): EventEntryDecision {
  const refuse = (restrictionCode: EventRestrictionCode) => ({ canEnter: false, restrictionCode });
  if (facts.hasRole) return { canEnter: true, restrictionCode: EventRestrictionCode.none };
  if (!isRegionAllowed(facts.restrictions, facts.country)) return refuse(EventRestrictionCode.region);
  const age = effectiveAgeRestriction(facts.ageRestriction, facts.restrictions, facts.country);
  if (!checkAgeRestriction(age, facts.dateOfBirth, now).ok) return refuse(EventRestrictionCode.age);
  if (facts.hasTicket) return { canEnter: true, restrictionCode: EventRestrictionCode.none };
  if (facts.isSoldOut) return refuse(EventRestrictionCode.soldOut);
  if (facts.isPriceToBeDetermined) return refuse(EventRestrictionCode.priceToBeDetermined);
  return refuse(EventRestrictionCode.noTicket);
}
