import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

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
  /** The host who created this account for its owner (createAccount), until the owner claims it. */
  createdById: string | null;
  /** The event a guest was created for. */
  guestEventId: string | null;
  /** Bumped by password change and logout-everywhere; tokens of an older version answer 10055. */
  tokenVersion: Generated<number>;
  bannedAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Refresh tokens, stored as SHA-256 hashes, chained in families for reuse detection. */
export interface RefreshTokensTable {
  id: string;
  userId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Timestamp;
  /** Set when the token was rotated; presenting it again revokes the whole family. */
  usedAt: Timestamp | null;
  revokedAt: Timestamp | null;
  createdAt: Timestamp;
}

/** Social sign-in identities (OpenID Connect issuer subject) linked to an account. */
export interface IdentitiesTable {
  provider: string;
  subject: string;
  userId: string;
  email: string | null;
  createdAt: Timestamp;
}

/** Who follows whom (spec 000 §4 follow: not following → following). */
export interface FollowsTable {
  followerId: string;
  followingId: string;
  createdAt: Timestamp;
}

/** Password reset requests: the e-mailed 6-digit code, hashed, with its expiry and attempts. */
export interface PasswordResetsTable {
  id: string;
  userId: string;
  codeHash: string;
  attempts: Generated<number>;
  expiresAt: Timestamp;
  consumedAt: Timestamp | null;
  createdAt: Timestamp;
}

/** Login tokens of accounts a host created, stored as SHA-256 hashes (spec 000 §7 login by token). */
export interface LoginTokensTable {
  tokenHash: string;
  userId: string;
  expiresAt: Timestamp;
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

/** Mail the embedded platform keeps instead of sending (no SMTP configured). */
export interface MailOutboxTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Timestamp;
}

export interface Database {
  users: UsersTable;
  refreshTokens: RefreshTokensTable;
  identities: IdentitiesTable;
  follows: FollowsTable;
  passwordResets: PasswordResetsTable;
  loginTokens: LoginTokensTable;
  inviteLinks: InviteLinksTable;
  inviteLinkRedemptions: InviteLinkRedemptionsTable;
  mailOutbox: MailOutboxTable;
}
