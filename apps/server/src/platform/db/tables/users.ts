import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp.ts';

/** A person: a guest (kind 'guest') or a registered member. One id, `id`, is the wire's userId. */
export interface UsersTable {
  id: string;
  kind: 'guest' | 'member';
  email: string | null;
  username: string | null;
  passwordHash: string | null;
  cyaId: string | null;
  firstName: string | null;
  lastName: string | null;
  gender: 'M' | 'F' | null;
  dob: string | null;
  bio: string | null;
  avatar: string | null;
  backgroundImageUrl: string | null;
  notes: string | null;
  /** The interface language and theme the member chose (issue 22); null until they choose. */
  language: string | null;
  theme: string | null;
  /** The IANA zone a browser of theirs last reported (issue 22 item 10); null until one does. */
  timeZone: string | null;
  /** The host who created this account for its owner (createAccount), until the owner claims it. */
  createdById: string | null;
  /** The event a guest was created for. */
  guestEventId: string | null;
  /** Bumped by password change and logout-everywhere; tokens of an older version answer 10055. */
  tokenVersion: Generated<number>;
  /** When the holder proved to own `email` (mailed code or link, a provider's verified claim); null if not. */
  emailVerifiedAt: Timestamp | null;
  bannedAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Who follows whom (spec 000 §4 follow: not following → following). */
export interface FollowsTable {
  followerId: string;
  followingId: string;
  createdAt: Timestamp;
}

/** Invitation links to an event; the event is kept as text until events exist. */
export interface InviteLinksTable {
  id: string;
  eventId: string;
  inviterId: string;
  createdAt: Timestamp;
}

/** Who signed in through which invitation link. */
export interface InviteLinkRedemptionsTable {
  linkId: string;
  userId: string;
  createdAt: Timestamp;
}

/** People and what links them: accounts, follows, invitation links (features/users, features/auth). */
/** A birth date moved across 18 by an operator (features/users; docs/decisions/age-policy.md). */
export interface BirthDateChangesTable {
  id: string;
  userId: string;
  oldDob: string | null;
  newDob: string;
  reason: string;
  changedBy: string | null;
  changedAt: Generated<Date>;
}

export interface UserTables {
  birthDateChanges: BirthDateChangesTable;
  users: UsersTable;
  follows: FollowsTable;
  inviteLinks: InviteLinksTable;
  inviteLinkRedemptions: InviteLinkRedemptionsTable;
}
