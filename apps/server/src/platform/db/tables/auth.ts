import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp.ts';

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

/** A session ended by logout: its access tokens are refused until `expiresAt`. */
export interface RevokedSessionsTable {
  sessionId: string;
  userId: string;
  expiresAt: Timestamp;
}

/** Social sign-in identities (OpenID Connect issuer subject) linked to an account. */
export interface IdentitiesTable {
  provider: string;
  subject: string;
  userId: string;
  email: string | null;
  createdAt: Timestamp;
}

/** Password reset requests: the e-mailed 6-digit code, hashed, with its expiry and attempts. */
export interface PasswordResetsTable {
  id: string;
  userId: string;
  /** The address the code was mailed to: entering the code proves it (null for requests from before). */
  email: string | null;
  codeHash: string;
  attempts: Generated<number>;
  expiresAt: Timestamp;
  consumedAt: Timestamp | null;
  createdAt: Timestamp;
}

/** Mailed e-mail verifications: the link's token and the short code, hashed, bound to the address sent to. */
export interface EmailVerificationsTable {
  id: string;
  userId: string;
  email: string;
  linkHash: string;
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

/** An account's failed password logins in a row, and the back-off they earned (docs/decisions/security.md). */
export interface LoginFailuresTable {
  userId: string;
  failures: number;
  lastFailureAt: Timestamp;
  blockedUntil: Timestamp | null;
}

/** Sign-in: tokens, sessions, identities, resets, verifications, back-off (features/auth). */
/** A platform-wide suspension by an operator (features/auth; docs/decisions/operator.md). */
export interface AccountSuspensionsTable {
  id: string;
  userId: string;
  reason: string;
  suspendedBy: string | null;
  suspendedAt: Generated<Date>;
  liftedBy: string | null;
  liftedAt: Timestamp | null;
}

export interface AuthTables {
  accountSuspensions: AccountSuspensionsTable;
  refreshTokens: RefreshTokensTable;
  revokedSessions: RevokedSessionsTable;
  identities: IdentitiesTable;
  passwordResets: PasswordResetsTable;
  emailVerifications: EmailVerificationsTable;
  loginTokens: LoginTokensTable;
  loginFailures: LoginFailuresTable;
}
