import { ApiError } from '../http/apiError.ts';
import type { Caller, TokenSigner } from './tokens.ts';

/** What the resolver needs to know of an account to accept its token. */
export interface AccountAuthState {
  tokenVersion: number;
  /** Why the operators suspended the account (null when it is not suspended; docs/decisions/operator.md). */
  banReason: string | null;
  /** Sessions ended by logout whose access tokens may not have expired yet. */
  revokedSessionIds: ReadonlySet<string>;
}

/** Reads an account's auth state; undefined when the account no longer exists. */
export type AccountAuthLookup = (userId: string) => Promise<AccountAuthState | undefined>;

export type CallerResolver = (authorization: string | undefined) => Promise<Caller>;

/**
 * Resolves the caller of a request from `Authorization: Bearer <token>`: 10002 without a token or with
 * a bad one, 10001 when expired, then the account checks of `acceptSignedCaller`.
 */
export function createCallerResolver(tokens: TokenSigner, lookup: AccountAuthLookup): CallerResolver {
  return async (authorization) => {
    const token = readBearer(authorization);
    if (!token) throw new ApiError('LoginRequired');
    return acceptSignedCaller(await tokens.verifyAccess(token), lookup);
  };
}

/**
 * Whether the account behind a verified token (access or socket) still honours it: 10027 for a deleted
 * account, the banned message for a banned one, 10055 when its token version moved on (password change,
 * logout everywhere) or its session was logged out.
 */
export async function acceptSignedCaller(signed: Caller, lookup: AccountAuthLookup): Promise<Caller> {
  const account = await lookup(signed.userId);
  if (!account) throw new ApiError('AccountUnavailable');
  if (account.banReason !== null) throw bannedError(account.banReason);
  if (account.tokenVersion !== signed.version || account.revokedSessionIds.has(signed.sessionId))
    throw new ApiError('InvalidTokenVersion');
  return signed;
}

/** spec 000 §6 the banned message, with the operators' reason in `data` so the person can read it. */
export const bannedError = (reason: string) => new ApiError('AccountBanned', undefined, { reason });

function readBearer(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const [scheme, token] = authorization.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}
