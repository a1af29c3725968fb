import { EventRestrictionCode, type EventView } from '@limelight/protocol';
import { describe, expect, it } from 'vitest';
import { detailActionOf, joinRefusalOf } from './detailAction.ts';

type Facts = Pick<EventView, 'timeState' | 'canEnter' | 'restrictionCode' | 'price'>;
const facts = (overrides: Partial<Facts>): Facts => ({
  timeState: 'upcoming',
  canEnter: false,
  restrictionCode: EventRestrictionCode.noTicket,
  price: 12,
  ...overrides,
});

describe('the action of the event detail page (spec 000 §2: buy, RSVP, join, replay, sold out, TBA)', () => {
  it('offers the replay of a past event', () => {
    expect(detailActionOf(facts({ timeState: 'past', canEnter: true }))).toEqual({ kind: 'replay' });
  });

  it.each([EventRestrictionCode.age, EventRestrictionCode.region])(
    'shows restriction %i, against which no ticket helps',
    (restrictionCode) => {
      expect(detailActionOf(facts({ restrictionCode }))).toEqual({ kind: 'restricted' });
    },
  );

  it('lets whoever may enter join a live event', () => {
    const enterable = { canEnter: true, restrictionCode: EventRestrictionCode.none };
    expect(detailActionOf(facts({ ...enterable, timeState: 'live' }))).toEqual({ kind: 'join' });
    expect(detailActionOf(facts({ ...enterable, timeState: 'upcoming' }))).toEqual({ kind: 'notStarted' });
    expect(detailActionOf(facts({ ...enterable, timeState: 'tba' }))).toEqual({ kind: 'tba' });
  });

  it('says sold out, or that the price is still to be determined', () => {
    expect(detailActionOf(facts({ restrictionCode: EventRestrictionCode.soldOut }))).toEqual({
      kind: 'soldOut',
    });
    expect(
      detailActionOf(facts({ restrictionCode: EventRestrictionCode.priceToBeDetermined, price: null })),
    ).toEqual({ kind: 'restricted' });
  });

  it('takes an RSVP for a free event and a purchase for a paid one', () => {
    expect(detailActionOf(facts({ price: 0 }))).toEqual({ kind: 'rsvp' });
    expect(detailActionOf(facts({ price: 12.5, timeState: 'live' }))).toEqual({ kind: 'buy', price: 12.5 });
  });
});

describe('why the live page sent the viewer back with ?join=1 (spec 000 §2, §8 event entry messages)', () => {
  it('says the event has not started to whoever may enter later', () => {
    expect(joinRefusalOf(facts({ canEnter: true, timeState: 'upcoming' }))).toBe('entryNotStarted');
    expect(joinRefusalOf(facts({ canEnter: true, timeState: 'tba' }))).toBe('entryNotStarted');
  });

  it('says Invalid Age for the age restriction and No ticket otherwise', () => {
    expect(joinRefusalOf(facts({ restrictionCode: EventRestrictionCode.age }))).toBe('entryInvalidAge');
    expect(joinRefusalOf(facts({ restrictionCode: EventRestrictionCode.noTicket }))).toBe('entryNoTicket');
  });

  it('says nothing once the viewer may enter the live event', () => {
    expect(joinRefusalOf(facts({ canEnter: true, timeState: 'live' }))).toBeNull();
  });
});
