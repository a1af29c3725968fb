import { randomUUID } from 'node:crypto';
import { KickoutCode, TokenLogin, type CreateGuestAnswer, type TokenAnswer } from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller, CallerKind, TokenSigner } from '../../platform/auth/tokens.ts';
import { bannedError } from '../../platform/auth/callerResolver.ts';
import type { AccountAuthCache } from '../../platform/auth/accountAuthCache.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import type { AuthRepo } from './auth.repo.ts';
import { hashToken, newSecretToken } from './tokenHash.ts';

/** Records that someone signed in through an invitation link; unknown links are ignored. */
export type InviteLinkRedeemer = (link: string, userId: string) => Promise<void>;

export interface AuthServiceDeps {
  repo: AuthRepo;
  tokens: TokenSigner;
  accountAuth: Pick<AccountAuthCache, 'invalidate'>;
  delivery: Pick<RealtimeDelivery, 'kickUser'>;
  redeemInviteLink: InviteLinkRedeemer;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  guestTokenTtlSeconds: number;
  now?: () => Date;
}

/** Sessions: guests, token pairs, refresh-token rotation with reuse detection, logout and revocation. */
export function createAuthService(deps: AuthServiceDeps) {
  const now = deps.now ?? (() => new Date());

  async function issueRefreshToken(userId: string, familyId: string): Promise<string> {
    const token = newSecretToken();
    await deps.repo.insertRefreshToken({
      id: randomUUID(),
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + deps.refreshTokenTtlSeconds * 1000),
    });
    return token;
  }

  /**
   * An access token of a session for an existing, unbanned account, at its current token version.
   */
  async function signAccessToken(userId: string, sessionId: string, ttlSeconds: number): Promise<string> {
    const state = await deps.repo.findAuthState(userId);
    if (!state) throw new ApiError('AccountUnavailable');
    if (state.banReason !== null) throw bannedError(state.banReason);
    const caller = { userId, kind: state.kind, sessionId, version: state.tokenVersion };
    return deps.tokens.signAccess(caller, ttlSeconds);
  }

  /** A member's session is its refresh family: every access token the family mints carries its id. */
  async function tokenPair(userId: string, familyId: string): Promise<TokenAnswer> {
    const userToken = await signAccessToken(userId, familyId, deps.accessTokenTtlSeconds);
    return {
      userToken,
      refreshToken: await issueRefreshToken(userId, familyId),
      expiresIn: deps.accessTokenTtlSeconds,
      userId,
    };
  }

  /**
   * Ends one session: its refresh tokens answer 10024 and its access tokens 10055 on every process
   * from now on, until the longest-lived of them would have expired anyway.
   */
  async function revokeSession(userId: string, kind: CallerKind, sessionId: string): Promise<void> {
    const lifetimeSeconds =
      kind === 'guest'
        ? deps.guestTokenTtlSeconds
        : Math.max(deps.accessTokenTtlSeconds, TokenLogin.expiresInSeconds);
    await deps.repo.revokeSession(userId, sessionId, new Date(now().getTime() + lifetimeSeconds * 1000));
    await deps.accountAuth.invalidate(userId);
  }

  /** Ends every token of an account: access tokens answer 10055 from now on, refresh tokens 10024. */
  async function revokeAllTokens(userId: string): Promise<void> {
    await deps.repo.bumpTokenVersion(userId);
    await deps.repo.revokeAllRefreshTokens(userId);
    await deps.accountAuth.invalidate(userId);
  }

  return {
    /** spec 000 §7 createGuest: a guest account, optionally for one event; answers userToken and uuid. */
    async createGuest(eventId: string | undefined): Promise<CreateGuestAnswer> {
      const uuid = randomUUID();
      await deps.repo.insertGuest(uuid, eventId ?? null);
      const userToken = await deps.tokens.signAccess(
        { userId: uuid, kind: 'guest', sessionId: randomUUID(), version: 0 },
        deps.guestTokenTtlSeconds,
      );
      return { userToken, uuid, expiresIn: deps.guestTokenTtlSeconds };
    },

    /**
     * A fresh access and refresh token pair for an account, starting a new refresh family; records the
     * invitation link the person signed in through, if any.
     */
    async startSession(userId: string, inviteLink?: string): Promise<TokenAnswer> {
      const answer = await tokenPair(userId, randomUUID());
      if (inviteLink !== undefined) await deps.redeemInviteLink(inviteLink, userId);
      return answer;
    },

    /** spec 000 §4: a token login answers an access token of 3600 s and an empty refresh token. */
    async startTokenLogin(userId: string): Promise<TokenAnswer> {
      const userToken = await signAccessToken(userId, randomUUID(), TokenLogin.expiresInSeconds);
      return { userToken, refreshToken: '', expiresIn: TokenLogin.expiresInSeconds, userId };
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
        // A rotated token presented again was stolen or copied: end the session, its access tokens too.
        if (known.usedAt && !known.revokedAt) await revokeSession(known.userId, 'member', known.familyId);
        throw new ApiError('RefreshTokenRevoked');
      }
      if (consumed.expiresAt.getTime() <= now().getTime()) throw new ApiError('RefreshTokenFailed');
      return tokenPair(consumed.userId, consumed.familyId);
    },

    /**
     * Logout (spec 000 §4) ends the session the caller's token belongs to: its refresh tokens, its
     * access tokens and its sockets, on every process. `refreshToken` ends that token's session too when
     * it is the caller's (a token of someone else is left alone); `everywhere` ends every session.
     */
    async logout(caller: Caller, options: { refreshToken?: string; everywhere?: boolean }): Promise<void> {
      if (options.everywhere) {
        await revokeAllTokens(caller.userId);
        await deps.delivery.kickUser(caller.userId, KickoutCode.ConnectionKick);
        return;
      }
      const sessionIds = new Set([caller.sessionId]);
      if (options.refreshToken) {
        const known = await deps.repo.findRefreshToken(hashToken(options.refreshToken));
        if (known?.userId === caller.userId) sessionIds.add(known.familyId);
      }
      for (const sessionId of sessionIds) {
        await revokeSession(caller.userId, caller.kind, sessionId);
        await deps.delivery.kickUser(caller.userId, KickoutCode.ConnectionKick, { sessionId });
      }
    },

    revokeAllTokens,

    /** Ends every session of an account, its open sockets included (password change, reset, deletion). */
    async endAllSessions(userId: string): Promise<void> {
      await revokeAllTokens(userId);
      await deps.delivery.kickUser(userId, KickoutCode.ConnectionKick);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
