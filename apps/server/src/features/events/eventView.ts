import {
  displayNameOf,
  eventTimeState,
  restrictionMessageOf,
  secondsToLive,
  type EventEntryDecision,
  type EventView,
} from '@limelight/protocol';
import type { EventRecord } from './events.repo.ts';
import type { TierSummary } from './eventParts.repo.ts';

/** What one viewer's view of an event depends on besides the event itself. */
export interface ViewerStanding {
  canEdit: boolean;
  hasTicket: boolean;
  isSaved: boolean;
  entry: EventEntryDecision;
  /** Undefined when the event has no ticket tier. */
  tiers: TierSummary | undefined;
}

const iso = (instant: Date | null): string | null => instant?.toISOString() ?? null;
const flag = (value: boolean) => (value ? 1 : 0);

/** The channel an event belongs to: its creator's, named by the creator's cyaId or else the user id. */
export function channelOf(event: EventRecord): EventView['channel'] {
  return {
    slug: event.creatorCyaId ?? event.creatorId,
    userId: event.creatorId,
    displayName: displayNameOf({
      userId: event.creatorId,
      firstName: event.creatorFirstName,
      lastName: event.creatorLastName,
      username: event.creatorUsername,
    }),
    avatar: event.creatorAvatar,
  };
}

/**
 * The lowest ticket price in currency units (ARCHITECTURE: prices in units on the wire); a free or
 * donation event without tiers costs 0, a paid one without tiers has no price yet.
 */
export function priceOf(event: EventRecord, tiers: TierSummary | undefined): number | null {
  if (tiers) return tiers.lowestPriceCents / 100;
  return event.type === 'Paid' ? null : 0;
}

/** The wire view of an event (spec 000 §3) with one viewer's derived fields at `now` (spec 000 §4). */
export function buildEventView(event: EventRecord, standing: ViewerStanding, now: Date): EventView {
  return {
    id: event.id,
    slug: event.slug,
    label: event.label,
    title: event.title,
    description: event.description,
    copyright: event.copyright,
    timezone: event.timezone,
    startAt: iso(event.startAt),
    endAt: iso(event.endAt),
    ageRestriction: event.ageRestriction,
    type: event.type,
    visibility: event.visibility,
    isPublic: flag(event.visibility === 'public'),
    published: flag(event.published),
    deleted: flag(event.deletedAt !== null),
    cover: event.cover,
    thumbnail: event.thumbnail,
    poster: event.poster,
    trailer: event.trailer,
    tags: event.tags,
    creatorId: event.creatorId,
    channel: channelOf(event),
    price: priceOf(event, standing.tiers),
    canEdit: standing.canEdit,
    canEnter: standing.entry.canEnter,
    timeState: eventTimeState(event.startAt, event.endAt, now),
    secondsTolive: secondsToLive(event.startAt, now),
    restrictionCode: standing.entry.restrictionCode,
    restrictionMessage: restrictionMessageOf(standing.entry.restrictionCode),
    hasTicket: standing.hasTicket,
    isSaved: standing.isSaved,
    publishedAt: iso(event.publishedAt),
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}
