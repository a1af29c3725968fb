import { parsePriceUnits, ResponseCode } from '@limelight/protocol';

/** An event address resolved to its id and slug (GET getEventIdAndSlug). */
export interface ResolvedEvent {
  eventId: string;
  slug: string;
}

/** What event detail v2 answers the guard (spec 000 §7, spec 001 §3: code, ticket, canEnter). */
export interface LiveEntryDetail {
  code: number;
  hasTicket: boolean;
  /** The ticket price in currency units ('0.00' for a free ticket); null when the event has none yet. */
  price: string | number | null;
  canEnter: boolean;
}

/** The notice shown on entering: after the automatic free RSVP, to a guest, or to a member. */
export type LiveEntryAlert = 'buyTicket' | 'guest' | 'member';

/** Everything the live page's entry guard has learnt so far; later facts are absent until fetched. */
export interface LiveEntryFacts {
  /** The `:id` of the address: an event id or a slug. */
  idOrSlug: string;
  /** A `record` query marks the recording view, which the entry rules leave alone (spec 000 §2). */
  hasRecordQuery: boolean;
  isSupportedDevice: boolean;
  viewer: 'member' | 'guest';
  /** The current user's blocked enter list (spec 000 §3 stored preferences). */
  blockedRoomIds: ReadonlySet<string>;
  /** The resolved address; null when no event has that id or slug. */
  event?: ResolvedEvent | null;
  detail?: LiveEntryDetail;
  /** The answer code of the automatic RSVP, once made. */
  rsvpCode?: number;
}

/** The guard's next move: fetch something, leave for another page, or let the viewer in. */
export type LiveEntryStep =
  | { kind: 'resolveAddress' }
  | { kind: 'fetchDetail'; eventId: string }
  | { kind: 'rsvp'; eventId: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'enter'; event: ResolvedEvent; alert: LiveEntryAlert | null };

const detailPath = (idOrSlug: string) => `/event/${encodeURIComponent(idOrSlug)}`;

/** spec 000 §2: a free ticket is priced 0.00. */
const isFreeTicket = (price: LiveEntryDetail['price']) => price !== null && parsePriceUnits(price) === 0;

/**
 * The live-page entry rules of spec 000 §2 (and spec 001 §2), one decision at a time:
 * an unsupported device goes to the detail page; the slug resolves to an id (unknown → /notfound); an event
 * in the blocked enter list → /notfound; detail v2 answering other than 200 → the detail page; a logged-in
 * member without the free (0.00) ticket who may not enter otherwise (not its creator nor a role holder) is
 * RSVPed automatically and told so ('buy ticket' alert), a refused
 * RSVP → /event/{id}?join=1; a guest who can enter gets the guest alert; whoever cannot enter →
 * /event/{id}?join=1; everyone else enters with the member alert.
 */
export function decideLiveEntry(facts: LiveEntryFacts): LiveEntryStep {
  if (!facts.hasRecordQuery && !facts.isSupportedDevice)
    return { kind: 'redirect', to: detailPath(facts.idOrSlug) };
  const { event } = facts;
  if (event === undefined) return { kind: 'resolveAddress' };
  if (event === null || facts.blockedRoomIds.has(event.eventId)) return { kind: 'redirect', to: '/notfound' };
  if (facts.hasRecordQuery) return { kind: 'enter', event, alert: null };

  const { detail } = facts;
  if (detail === undefined) return { kind: 'fetchDetail', eventId: event.eventId };
  if (detail.code !== ResponseCode.Success) return { kind: 'redirect', to: detailPath(event.eventId) };

  const joinPath = `${detailPath(event.eventId)}?join=1`;
  // Whoever may already enter (the creator, a role holder) is not booked as a ticket holder.
  if (facts.viewer === 'member' && isFreeTicket(detail.price) && !detail.hasTicket && !detail.canEnter) {
    if (facts.rsvpCode === undefined) return { kind: 'rsvp', eventId: event.eventId };
    // A ticket that was already there (15001) is as good as a new one.
    const isHeld =
      facts.rsvpCode === ResponseCode.Success || facts.rsvpCode === ResponseCode.TicketAlreadyPurchased;
    return isHeld ? { kind: 'enter', event, alert: 'buyTicket' } : { kind: 'redirect', to: joinPath };
  }
  if (!detail.canEnter) return { kind: 'redirect', to: joinPath };
  return { kind: 'enter', event, alert: facts.viewer === 'guest' ? 'guest' : 'member' };
}

/** The calls the guard makes, each answering the fact it fetches. */
export interface LiveEntryCalls {
  resolveEvent(idOrSlug: string): Promise<ResolvedEvent | null>;
  fetchDetail(eventId: string): Promise<LiveEntryDetail>;
  /** POST /purchase/v1/rsvp {type: 'live', eventId}; answers the envelope's code. */
  rsvp(eventId: string): Promise<number>;
}

/** The final outcome of the guard: where to go, or entry. */
export type LiveEntryOutcome = Extract<LiveEntryStep, { kind: 'redirect' | 'enter' }>;

/** Runs the entry rules to their outcome, fetching each fact when the rules ask for it. */
export async function runLiveEntryGuard(
  facts: LiveEntryFacts,
  calls: LiveEntryCalls,
): Promise<LiveEntryOutcome> {
  let known = facts;
  for (;;) {
    const step = decideLiveEntry(known);
    switch (step.kind) {
      case 'resolveAddress':
        known = { ...known, event: await calls.resolveEvent(known.idOrSlug) };
        break;
      case 'fetchDetail':
        known = { ...known, detail: await calls.fetchDetail(step.eventId) };
        break;
      case 'rsvp':
        known = { ...known, rsvpCode: await calls.rsvp(step.eventId) };
        break;
      default:
        return step;
    }
  }
}
