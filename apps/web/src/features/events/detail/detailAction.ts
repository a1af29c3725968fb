import { EventRestrictionCode, type EventView } from '@limelight/protocol';

/** The one thing the detail page offers for an event's state (spec 000 §2: buy, RSVP, join, replay, sold out, TBA). */
export type DetailAction =
  | { kind: 'join' }
  /** The viewer may enter, but the start is still ahead: 'Event has not started.' */
  | { kind: 'notStarted' }
  /** The viewer may enter an event whose date is to be announced. */
  | { kind: 'tba' }
  | { kind: 'replay' }
  | { kind: 'soldOut' }
  /** Something no ticket helps against (age, region) or no price yet; the server's message says which. */
  | { kind: 'restricted' }
  | { kind: 'rsvp' }
  | { kind: 'buy'; price: number };

type DetailFacts = Pick<EventView, 'timeState' | 'canEnter' | 'restrictionCode' | 'price'>;

/**
 * The detail page's action: a past event offers its replay; an age or region restriction is shown as it is;
 * whoever may enter joins a live event, waits for an upcoming one, or holds a ticket to one still TBA;
 * otherwise a sold-out or unpriced event says so, a free one takes an RSVP and a paid one a purchase.
 */
export function detailActionOf(event: DetailFacts): DetailAction {
  if (event.timeState === 'past') return { kind: 'replay' };
  const code = event.restrictionCode;
  if (code === EventRestrictionCode.age || code === EventRestrictionCode.region)
    return { kind: 'restricted' };
  if (event.canEnter) {
    if (event.timeState === 'live') return { kind: 'join' };
    return event.timeState === 'tba' ? { kind: 'tba' } : { kind: 'notStarted' };
  }
  if (code === EventRestrictionCode.soldOut) return { kind: 'soldOut' };
  if (code === EventRestrictionCode.priceToBeDetermined || event.price === null)
    return { kind: 'restricted' };
  return event.price === 0 ? { kind: 'rsvp' } : { kind: 'buy', price: event.price };
}

/**
 * Why the live page sent the viewer back to `/event/{id}?join=1`, in the spec's event entry messages
 * (spec 000 §8): 'Event has not started.' for someone who may enter later, 'Invalid Age' for the age
 * restriction, 'No ticket' otherwise; nothing once the viewer may enter a live event.
 */
export function joinRefusalOf(
  event: Pick<EventView, 'timeState' | 'canEnter' | 'restrictionCode'>,
): 'entryNotStarted' | 'entryInvalidAge' | 'entryNoTicket' | null {
  if (event.canEnter)
    return event.timeState === 'live' || event.timeState === 'past' ? null : 'entryNotStarted';
  return event.restrictionCode === EventRestrictionCode.age ? 'entryInvalidAge' : 'entryNoTicket';
}
