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
  /** The event a guest was created for. */
  guestEventId: string | null;
  /** Bumped by password change and logout-everywhere; tokens of an older version answer 10055. */
  tokenVersion: Generated<number>;
  bannedAt: Timestamp | null;
  createdAt: Generated<Timestamp>;
  updatedAt: Generated<Timestamp>;
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
  createdAt: Generated<Timestamp>;
}

export interface Database {
  users: UsersTable;
  refreshTokens: RefreshTokensTable;
}
