import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { CreateGuestAnswer, TokenAnswer } from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { TokenSigner } from '../../platform/auth/tokens.ts';
import type { AuthRepo } from './auth.repo.ts';

export interface AuthServiceDeps {
  repo: AuthRepo;
  tokens: TokenSigner;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  guestTokenTtlSeconds: number;
  now?: () => Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sessions: guest creation, member token pairs and refresh-token rotation with reuse detection. */
export function createAuthService(deps: AuthServiceDeps) {
  const now = deps.now ?? (() => new Date());

  async function issueRefreshToken(userId: string, familyId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await deps.repo.insertRefreshToken({
      id: randomUUID(),
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + deps.refreshTokenTtlSeconds * 1000),
    });
    return token;
  }

  async function tokenPair(userId: string, familyId: string): Promise<TokenAnswer> {
    const state = await deps.repo.findAuthState(userId);
    if (!state) throw new ApiError('AccountUnavailable');
    if (state.isBanned) throw new ApiError('AccountBanned');
    const userToken = await deps.tokens.signAccess(
      { userId, kind: state.kind },
      state.tokenVersion,
      deps.accessTokenTtlSeconds,
    );
    return {
      userToken,
      refreshToken: await issueRefreshToken(userId, familyId),
      expiresIn: deps.accessTokenTtlSeconds,
      userId,
    };
  }

  return {
    /** spec 000 §7 createGuest: a guest account, optionally for one event; answers userToken and uuid. */
    async createGuest(eventId: string | undefined): Promise<CreateGuestAnswer> {
      const uuid = randomUUID();
      await deps.repo.insertGuest(uuid, eventId ?? null);
      const userToken = await deps.tokens.signAccess(
        { userId: uuid, kind: 'guest' },
        0,
        deps.guestTokenTtlSeconds,
      );
      return { userToken, uuid, expiresIn: deps.guestTokenTtlSeconds };
    },

    /** A fresh access and refresh token pair for an account, starting a new refresh family. */
    startSession(userId: string): Promise<TokenAnswer> {
      return tokenPair(userId, randomUUID());
    },

    /**
     * Rotates a refresh token: 10022 without one, 10023 for an unknown or expired one, 10024 for a
     * revoked one; presenting an already rotated token revokes its whole family (10024).
     */
    async refreshSession(refreshToken: string | undefined): Promise<TokenAnswer> {
      if (!refreshToken) throw new ApiError('RefreshTokenRequired');
      const hash = hashToken(refreshToken);
      const consumed = await deps.repo.consumeRefreshToken(hash);
      if (!consumed) {
        const known = await deps.repo.findRefreshToken(hash);
        if (!known) throw new ApiError('RefreshTokenFailed');
        if (known.usedAt && !known.revokedAt) await deps.repo.revokeFamily(known.familyId);
        throw new ApiError('RefreshTokenRevoked');
      }
      if (consumed.expiresAt.getTime() <= now().getTime()) throw new ApiError('RefreshTokenFailed');
      return tokenPair(consumed.userId, consumed.familyId);
    },

    /** Revokes every refresh token of the family the given token belongs to (logout). */
    async revokeRefreshToken(refreshToken: string): Promise<void> {
      const known = await deps.repo.findRefreshToken(hashToken(refreshToken));
      if (known) await deps.repo.revokeFamily(known.familyId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
