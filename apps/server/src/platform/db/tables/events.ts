import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp.ts';

/** Who may see an event (spec 000 §3): listed for all, only for those allowed, or only by its address. */
export type EventVisibility = 'public' | 'private' | 'unlisted';
/** spec 000 §3 event type. */
export type EventType = 'Free' | 'Paid' | 'Donate';

/** An event (spec 000 §3). `deletedAt` set is the wire's `deleted: 1`; `published` is `published: 1`. */
export interface EventsTable {
  id: string;
  slug: string;
  creatorId: string;
  title: string;
  label: string | null;
  description: Generated<string>;
  copyright: string | null;
  timezone: Generated<string>;
  startAt: Timestamp | null;
  endAt: Timestamp | null;
  ageRestriction: Generated<number>;
  type: Generated<EventType>;
  visibility: Generated<EventVisibility>;
  published: Generated<boolean>;
  publishedAt: Timestamp | null;
  deletedAt: Timestamp | null;
  cover: string | null;
  thumbnail: string | null;
  poster: string | null;
  trailer: string | null;
  tags: Generated<string[]>;
  hideJoinNumber: Generated<boolean>;
  hideDonation: Generated<boolean>;
  hideChat: Generated<boolean>;
  hideJoinStage: Generated<boolean>;
  chatModApprove: Generated<boolean>;
  waitingRoom: Generated<boolean>;
  hideFriendChat: Generated<boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A ticket tier of an event (spec 000 §3): price in cents, per-order min/max, inventory total and sold. */
export interface EventTiersTable {
  id: string;
  eventId: string;
  type: string;
  priceCents: number;
  min: number;
  max: number;
  total: number;
  sold: Generated<number>;
  position: Generated<number>;
  createdAt: Timestamp;
}

/** spec 000 §3 event contents: data, MPD, HLS, image URL or YouTube id (no DRM: migration 0043). */
export type EventContentKind = 'data' | 'mpd' | 'hls' | 'image' | 'youtube';

export interface EventContentsTable {
  id: string;
  eventId: string;
  kind: EventContentKind;
  name: string | null;
  value: string;
  position: Generated<number>;
  createdAt: Timestamp;
}

/** A service (app) an event offers (spec 000 §3 services). */
export interface EventServicesTable {
  id: string;
  eventId: string;
  service: string;
  createdAt: Timestamp;
}

/** A region or age restriction of an event (spec 000 §3 restriction: geoname_id, title, allowed, age). */
export interface EventRestrictionsTable {
  id: string;
  eventId: string;
  geonameId: number | null;
  /** ISO 3166-1 alpha-2, upper case; matched against the viewer's country. */
  country: string | null;
  title: Generated<string>;
  allowed: Generated<boolean>;
  age: number | null;
  createdAt: Timestamp;
}

/** Whitelist v1: e-mail addresses allowed into a private event. */
export interface EventWhitelistEmailsTable {
  eventId: string;
  email: string;
  createdAt: Timestamp;
}

/** Whitelist v2: people (friends) allowed into a private event. */
export interface EventWhitelistUsersTable {
  eventId: string;
  userId: string;
  createdAt: Timestamp;
}

/** Events a member saved (spec 000 §7 save; the home feed's "saved"). */
export interface EventSavesTable {
  userId: string;
  eventId: string;
  createdAt: Timestamp;
}

/** Movies shown with an event (spec 000 §3 movie entry). */
export interface EventMoviesTable {
  eventId: string;
  movieId: string;
  createdAt: Timestamp;
}

/** Ticket ownership: free RSVPs (`source` 'rsvp') today, purchases once commerce (issue 5) exists. */
export interface TicketsTable {
  id: string;
  eventId: string;
  userId: string;
  tierId: string | null;
  source: string;
  /** The ticket's entry pass (`/pass/:id`): random, unguessable. */
  passId: Generated<string>;
  createdAt: Timestamp;
}

/** A person's role on an event (spec 000 §3 role entry); `userId` is null while an e-mail invitation waits. */
export interface EventRolesTable {
  id: string;
  eventId: string;
  userId: string | null;
  email: string | null;
  role: 'host' | 'star' | 'mod';
  status: Generated<'invited' | 'active' | 'declined'>;
  /** Shared by the rows of one invitation: the `:inviteId` of `/event/:id/invite/:inviteId`. */
  inviteId: string;
  invitedBy: string | null;
  createdAt: Timestamp;
  respondedAt: Timestamp | null;
}

/** Events and their parts, tickets and roles (features/events, features/roles; tickets also features/commerce). */
export interface EventTables {
  events: EventsTable;
  eventTiers: EventTiersTable;
  eventContents: EventContentsTable;
  eventServices: EventServicesTable;
  eventRestrictions: EventRestrictionsTable;
  eventWhitelistEmails: EventWhitelistEmailsTable;
  eventWhitelistUsers: EventWhitelistUsersTable;
  eventSaves: EventSavesTable;
  eventMovies: EventMoviesTable;
  tickets: TicketsTable;
  eventRoles: EventRolesTable;
}
