import {
  EventRestrictionCode,
  decideEventEntry,
  eventTimeState,
  restrictionMessageOf,
  type EventRole,
  type EventView,
  type RoomChatPolicy,
  type RoomStagePolicy,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { EventRecord, EventsRepo } from './events.repo.ts';
import { buildEventView, type ViewerStanding } from './eventView.ts';

/** Who looks at an event: the caller (none without a token), their country, and a shared link if any. */
export interface Viewer {
  caller: Caller | null;
  /** ISO 3166-1 alpha-2 from the trusted country header; undefined when unknown. */
  country: string | undefined;
  /** An invitation link to the event (spec 000 §2 `/event/link/:id/:link`, detail `sharedLink`). */
  sharedLink?: string | undefined;
}

/** What the access rules need to know of a person. */
export interface PersonFacts {
  email: string | null;
  /** Null while `email` is unverified. */
  emailVerifiedAt: Date | null;
  dob: string | null;
}

/**
 * The address a person proved theirs, if any. An unverified one may have been typed by anyone (whoever
 * registered it first), so it never opens a whitelist.
 */
const verifiedEmailOf = (person: PersonFacts | undefined) =>
  person && person.emailVerifiedAt !== null ? person.email : null;

export interface EventAccessDeps {
  repo: EventsRepo;
  /** The roles someone holds on an event (the roles feature); the creator needs none. */
  rolesOf: (eventId: string, userId: string) => Promise<readonly EventRole[]>;
  findPerson: (userId: string) => Promise<PersonFacts | undefined>;
  /** The event an invitation link opens, if the link exists (the users feature keeps the links). */
  eventOfSharedLink: (link: string) => Promise<string | undefined>;
  now: () => Date;
}

/** A viewer's full standing with one event: the view's inputs and the roles behind them. */
export interface EventStanding extends ViewerStanding {
  isOwner: boolean;
  roles: readonly EventRole[];
  /** Whether the viewer may see the event at all (published or theirs, not private or allowed in). */
  mayView: boolean;
}

/** An event the viewer may see, with their standing. */
export interface VisibleEvent {
  event: EventRecord;
  standing: EventStanding;
}

/** An event's live page as one viewer may enter it: the event's id and the viewer's roles there. */
export interface LiveEntry {
  eventId: string;
  isOwner: boolean;
  roles: readonly EventRole[];
  /** The event's chat options (spec 001 §3 event options: hide chat, chat mod approve). */
  chat: RoomChatPolicy;
  /** Who may apply to the stage (spec 001 §3 event option "hide join stage"). */
  stage: RoomStagePolicy;
}

/**
 * The refusal of an entry (spec 000 §5, §8 messages): the age and region refusals use the codes the
 * spec has for them (10011, 15003), the rest 4003 with the spec's message.
 */
export function entryRefusal(standing: EventStanding): ApiError {
  const message = restrictionMessageOf(standing.entry.restrictionCode) ?? undefined;
  switch (standing.entry.restrictionCode) {
    case EventRestrictionCode.age:
      return new ApiError('RoomAgeRestricted', message);
    case EventRestrictionCode.region:
      return new ApiError('RestrictedArea', message);
    case EventRestrictionCode.soldOut:
      return new ApiError('SoldOut', message);
    default:
      return new ApiError('Forbidden', message);
  }
}

/**
 * The access rules of events (spec 000 §4, §6): who may see an event, who may edit it, and the entry
 * decision behind canEnter; the one place that turns them into refusals.
 */
export function createEventAccess(deps: EventAccessDeps) {
  const { repo } = deps;

  async function standingsOf(events: readonly EventRecord[], viewer: Viewer): Promise<EventStanding[]> {
    const userId = viewer.caller?.userId;
    const ids = events.map((event) => event.id);
    const [tiers, restrictions, tickets, saves, person, sharedLinkEvent] = await Promise.all([
      repo.tierSummaries(ids),
      repo.restrictionsOf(ids),
      userId ? repo.ticketsAmong(userId, ids) : new Set<string>(),
      userId ? repo.savedAmong(userId, ids) : new Set<string>(),
      userId ? deps.findPerson(userId) : undefined,
      viewer.sharedLink ? deps.eventOfSharedLink(viewer.sharedLink) : undefined,
    ]);
    const now = deps.now();
    return Promise.all(
      events.map(async (event) => {
        const isOwner = userId === event.creatorId;
        const roles = userId && !isOwner ? await deps.rolesOf(event.id, userId) : [];
        const hasRole = isOwner || roles.length > 0;
        const hasTicket = tickets.has(event.id);
        const tierSummary = tiers.get(event.id);
        return {
          isOwner,
          roles,
          // canEdit: the owner or a host (spec 000 §6: the editor is reachable only with canEdit).
          canEdit: isOwner || roles.includes('host'),
          hasTicket,
          isSaved: saves.has(event.id),
          tiers: tierSummary,
          mayView: await mayView(event, { userId, hasRole, hasTicket, person, sharedLinkEvent }),
          entry: decideEventEntry(
            {
              hasRole,
              hasTicket,
              ageRestriction: event.ageRestriction,
              restrictions: restrictions.get(event.id) ?? [],
              country: viewer.country,
              dateOfBirth: person?.dob ?? null,
              isSoldOut: tierSummary?.isSoldOut ?? false,
              isPriceToBeDetermined: event.type === 'Paid' && tierSummary === undefined,
            },
            now,
          ),
        };
      }),
    );
  }

  /**
   * Deleted events are gone; drafts are seen by those with a role; a private event by its creator, role
   * holders, the whitelisted (v1 verified e-mail, v2 user), whoever opens it through one of its
   * invitation links, and whoever holds a ticket to it (one RSVPed or bought through a link keeps the event
   * without the link: the live page and its socket do not carry it; docs/decisions/events-web.md).
   */
  async function mayView(
    event: EventRecord,
    viewer: {
      userId: string | undefined;
      hasRole: boolean;
      hasTicket: boolean;
      person: PersonFacts | undefined;
      sharedLinkEvent: string | undefined;
    },
  ): Promise<boolean> {
    if (event.deletedAt !== null) return false;
    if (viewer.hasRole) return true;
    if (!event.published) return false;
    if (event.visibility !== 'private' || viewer.hasTicket || viewer.sharedLinkEvent === event.id)
      return true;
    return viewer.userId !== undefined
      ? repo.isWhitelisted(event.id, viewer.userId, verifiedEmailOf(viewer.person))
      : false;
  }

  /** The refusal of an event the viewer may not see: 4004 when hidden, else 11025 / 11078 for private ones. */
  function refusalOf(event: EventRecord | undefined, caller: Caller | null): ApiError {
    if (!event || event.deletedAt !== null || !event.published) return new ApiError('NotFound');
    // spec 000 §2, §8: private events answer 11025 (not logged in) or 11078 (a member not allowed).
    return caller?.kind === 'member' ? new ApiError('PrivateEventNotInvited') : new ApiError('PrivateEvent');
  }

  /** An event the viewer may see, with their standing; refused otherwise. */
  async function requireVisible(eventRef: string, viewer: Viewer): Promise<VisibleEvent> {
    const event = await repo.findEvent(eventRef);
    if (!event) throw new ApiError('NotFound');
    const [standing] = await standingsOf([event], viewer);
    if (!standing?.mayView) throw refusalOf(event, viewer.caller);
    return { event, standing };
  }

  /** An event the caller may edit (owner or host); 11030 for anyone else who may see it. */
  async function requireEditable(eventRef: string, caller: Caller): Promise<VisibleEvent> {
    const visible = await requireVisible(eventRef, { caller, country: undefined });
    if (!visible.standing.canEdit) throw new ApiError('NotEventOwner');
    return visible;
  }

  /** Views of the events the viewer may see, in the given order; the others are left out. */
  async function viewsOf(events: readonly EventRecord[], viewer: Viewer): Promise<EventView[]> {
    const standings = await standingsOf(events, viewer);
    const now = deps.now();
    return events.flatMap((event, i) => {
      const standing = standings[i];
      return standing?.mayView ? [buildEventView(event, standing, now)] : [];
    });
  }

  /**
   * Whether the viewer may enter the event's live page (spec 000 §4, spec 001 §2 live-page entry): the
   * event must be visible to them (4004 hidden, 11025 / 11078 private) and its entry decision allow them
   * (4003 'No ticket', 10011 age, 15003 region, 15004 sold out). Undefined when no event has this id or
   * slug, so that the caller may look for a room of that id.
   */
  async function liveEntryOf(eventRef: string, viewer: Viewer): Promise<LiveEntry | undefined> {
    const entered = await watchEntryOf(eventRef, viewer);
    if (!entered) return undefined;
    const { event, standing } = entered;
    // An event past its end opens no stage to its audience (11080); its owner and role holders still
    // enter, to extend it or to see it out (docs/decisions/events.md "Ending and extending").
    const hasEnded = eventTimeState(event.startAt, event.endAt, deps.now()) === 'past';
    if (hasEnded && !standing.isOwner && standing.roles.length === 0) throw new ApiError('EventEnded');
    return {
      eventId: event.id,
      isOwner: standing.isOwner,
      roles: standing.roles,
      chat: { sendChat: !event.hideChat, chatModApprove: event.chatModApprove },
      stage: { hostsOnly: event.hideJoinStage },
    };
  }

  /**
   * Whether the viewer may watch the event, live or replayed: visible to them (4004 hidden, 11025 / 11078
   * private) and let in by its entry decision (4003 'No ticket', 10011 age, 15003 region, 15004 sold out),
   * whether or not it has ended. Undefined when no event has this id or slug.
   */
  async function watchEntryOf(eventRef: string, viewer: Viewer): Promise<VisibleEvent | undefined> {
    const event = await repo.findEvent(eventRef);
    if (!event) return undefined;
    const [standing] = await standingsOf([event], viewer);
    if (!standing?.mayView) throw refusalOf(event, viewer.caller);
    if (!standing.entry.canEnter) throw entryRefusal(standing);
    return { event, standing };
  }

  return { standingsOf, requireVisible, requireEditable, viewsOf, liveEntryOf, watchEntryOf };
}

export type EventAccess = ReturnType<typeof createEventAccess>;
