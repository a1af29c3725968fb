import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { AccountAuthState } from '../../platform/auth/callerResolver.ts';

export interface RefreshTokenRow {
  id: string;
  userId: string;
  familyId: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

/** Accounts as authentication sees them, and the hashed refresh tokens. */
export function createAuthRepo(db: Kysely<Database>) {
  return {
    async insertGuest(id: string, eventId: string | null): Promise<void> {
      await db.insertInto('users').values({ id, kind: 'guest', guestEventId: eventId }).execute();
    },

    async findAuthState(
      userId: string,
    ): Promise<(AccountAuthState & { kind: 'guest' | 'member' }) | undefined> {
      const row = await db
        .selectFrom('users')
        .select(['kind', 'tokenVersion', 'bannedAt'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return row && { kind: row.kind, tokenVersion: row.tokenVersion, isBanned: row.bannedAt !== null };
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

    async revokeFamily(familyId: string): Promise<void> {
      await db
        .updateTable('refreshTokens')
        .set({ revokedAt: new Date() })
        .where('familyId', '=', familyId)
        .where('revokedAt', 'is', null)
        .execute();
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
