import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database, UsersTable } from '../../platform/db/schema.ts';
import type { AccountAuthState } from '../../platform/auth/callerResolver.ts';
import { unlessTaken } from '../../platform/db/uniqueViolation.ts';

export interface RefreshTokenRow {
  id: string;
  userId: string;
  familyId: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

/** An account as sign-in sees it. */
export interface AccountCredentials {
  id: string;
  kind: 'guest' | 'member';
  email: string | null;
  /** Null while the address is unverified (or there is none). */
  emailVerifiedAt: Date | null;
  passwordHash: string | null;
  dob: string | null;
}

/** A new member: registered (e-mail and password), from a social sign-in (e-mail), or made by a host. */
export interface NewMember {
  id: string;
  email: string | null;
  passwordHash: string | null;
  dob: string | null;
  username?: string;
  avatar?: string | null;
  createdById?: string;
  /** Set when the address comes proved (a provider's verified claim); registered addresses start unverified. */
  emailVerifiedAt?: Date;
}

/** An e-mail login to set: the address, and the password hash and dob when they change too. */
export interface EmailLogin {
  email: string;
  passwordHash?: string;
  dob?: string;
}

const credentialColumns = ['id', 'kind', 'email', 'emailVerifiedAt', 'passwordHash', 'dob'] as const;

/** Accounts as authentication sees them, hashed refresh tokens and hashed login tokens. */
export function createAuthRepo(db: Kysely<Database>) {
  /** Updates an account; false when a unique column (e-mail, cyaId) would collide with someone else's. */
  async function updateUnlessTaken(userId: string, values: Updateable<UsersTable>): Promise<boolean> {
    const result = await unlessTaken(
      db
        .updateTable('users')
        .set({ ...values, updatedAt: new Date() })
        .where('id', '=', userId)
        .execute(),
    );
    return result !== 'taken';
  }

  return {
    async insertGuest(id: string, eventId: string | null): Promise<void> {
      await db.insertInto('users').values({ id, kind: 'guest', guestEventId: eventId }).execute();
    },

    /** The account's token version, ban and logged-out sessions still inside their tokens' lifetime. */
    async findAuthState(
      userId: string,
    ): Promise<(AccountAuthState & { kind: 'guest' | 'member' }) | undefined> {
      const row = await db
        .selectFrom('users')
        .select((eb) => [
          'kind',
          'tokenVersion',
          'bannedAt',
          eb
            .selectFrom('accountSuspensions')
            .select('reason')
            .whereRef('accountSuspensions.userId', '=', 'users.id')
            .where('accountSuspensions.liftedAt', 'is', null)
            .as('suspensionReason'),
          eb
            .selectFrom('revokedSessions')
            .select(sql<string[]>`coalesce(json_agg(session_id), '[]')`.as('ids'))
            .whereRef('revokedSessions.userId', '=', 'users.id')
            .where('revokedSessions.expiresAt', '>', sql<Date>`now()`)
            .as('revokedSessionIds'),
        ])
        .where('id', '=', userId)
        .executeTakeFirst();
      return (
        row && {
          kind: row.kind,
          tokenVersion: row.tokenVersion,
          // A ban from before suspensions were recorded has no reason to show.
          banReason: row.bannedAt === null ? null : (row.suspensionReason ?? ''),
          revokedSessionIds: new Set(row.revokedSessionIds ?? []),
        }
      );
    },

    /**
     * Ends one session: its refresh tokens are revoked and its access tokens refused until `expiresAt`,
     * past which none of them is valid anyway (and the row is dropped with the account's expired ones).
     */
    async revokeSession(userId: string, sessionId: string, expiresAt: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('refreshTokens')
          .set({ revokedAt: new Date() })
          .where('familyId', '=', sessionId)
          .where('userId', '=', userId)
          .where('revokedAt', 'is', null)
          .execute();
        await trx
          .deleteFrom('revokedSessions')
          .where('userId', '=', userId)
          .where('expiresAt', '<=', sql<Date>`now()`)
          .execute();
        await trx
          .insertInto('revokedSessions')
          .values({ sessionId, userId, expiresAt })
          .onConflict((oc) => oc.column('sessionId').doUpdateSet({ expiresAt }))
          .execute();
      });
    },

    findCredentialsById(userId: string): Promise<AccountCredentials | undefined> {
      return db.selectFrom('users').select(credentialColumns).where('id', '=', userId).executeTakeFirst();
    },

    findCredentialsByEmail(email: string): Promise<AccountCredentials | undefined> {
      return db.selectFrom('users').select(credentialColumns).where('email', '=', email).executeTakeFirst();
    },

    /** Inserts a member; false when the e-mail or username is taken. */
    async insertMember(member: NewMember): Promise<boolean> {
      const inserted = await unlessTaken(
        db
          .insertInto('users')
          .values({ kind: 'member', ...member })
          .execute(),
      );
      return inserted !== 'taken';
    },

    /** Turns a guest into a member in place, keeping its id; 'notAGuest' when the id is no guest. */
    async convertGuest(
      guestId: string,
      member: { email: string; passwordHash: string; dob: string },
    ): Promise<'converted' | 'notAGuest' | 'taken'> {
      const result = await unlessTaken(
        db
          .updateTable('users')
          .set({ kind: 'member', ...member, updatedAt: new Date() })
          .where('id', '=', guestId)
          .where('kind', '=', 'guest')
          .returning('id')
          .executeTakeFirst(),
      );
      if (result === 'taken') return 'taken';
      return result ? 'converted' : 'notAGuest';
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ passwordHash, updatedAt: new Date() })
        .where('id', '=', userId)
        .execute();
    },

    /**
     * Sets the e-mail login (and the password hash and dob when given); false when the e-mail is taken. A
     * changed address loses its verified mark: it was the old address that was proved.
     */
    async setEmailLogin(userId: string, login: EmailLogin): Promise<boolean> {
      const result = await unlessTaken(
        db
          .updateTable('users')
          .set({
            ...login,
            emailVerifiedAt: sql<Date | null>`case when email = ${login.email} then email_verified_at end`,
            updatedAt: new Date(),
          })
          .where('id', '=', userId)
          .execute(),
      );
      return result !== 'taken';
    },

    /** Sets the caller's handle; false when someone holds it (in any case). */
    setCyaId(userId: string, cyaId: string): Promise<boolean> {
      return updateUnlessTaken(userId, { cyaId });
    },

    async findCyaIdHolder(cyaId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['cyaId']), '=', cyaId.toLowerCase()))
        .executeTakeFirst();
      return row?.id;
    },

    /** Deletes an account; its tokens, identities, follows and links go with it (foreign keys cascade). */
    async deleteUser(userId: string): Promise<void> {
      await db.deleteFrom('users').where('id', '=', userId).execute();
    },

    /** Moves the token version on: every access token issued before answers 10055. */
    async bumpTokenVersion(userId: string): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
        .where('id', '=', userId)
        .execute();
    },

    async insertRefreshToken(row: {
      id: string;
      userId: string;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db.insertInto('refreshTokens').values(row).execute();
    },

    /** Marks an unused, unrevoked token used and answers it; undefined when it is not such a token. */
    async consumeRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      return db
        .updateTable('refreshTokens')
        .set({ usedAt: new Date() })
        .where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null)
        .where('revokedAt', 'is', null)
        .returning(['id', 'userId', 'familyId', 'expiresAt', 'usedAt', 'revokedAt'])
        .executeTakeFirst();
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      return db
        .selectFrom('refreshTokens')
        .select(['id', 'userId', 'familyId', 'expiresAt', 'usedAt', 'revokedAt'])
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst();
    },

    async revokeAllRefreshTokens(userId: string): Promise<void> {
      await db
        .updateTable('refreshTokens')
        .set({ revokedAt: new Date() })
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null)
        .execute();
    },

    async insertLoginToken(row: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
      await db.insertInto('loginTokens').values(row).execute();
    },

    findLoginToken(tokenHash: string): Promise<{ userId: string; expiresAt: Date } | undefined> {
      return db
        .selectFrom('loginTokens')
        .select(['userId', 'expiresAt'])
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst();
    },

    async deleteLoginTokens(userId: string): Promise<void> {
      await db.deleteFrom('loginTokens').where('userId', '=', userId).execute();
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
