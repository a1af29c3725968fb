import { ApiError } from '../http/apiError.ts';
import type { Caller, TokenSigner } from './tokens.ts';

/** What the resolver needs to know of an account to accept its token. */
export interface AccountAuthState {
  tokenVersion: number;
  isBanned: boolean;
}

/** Reads an account's auth state; undefined when the account no longer exists. */
export type AccountAuthLookup = (userId: string) => Promise<AccountAuthState | undefined>;

export type CallerResolver = (authorization: string | undefined) => Promise<Caller>;

/**
 * Resolves the caller of a request from `Authorization: Bearer <token>`: 10002 without a token or with
 * a bad one, 10001 when expired, 10055 when the account's token version moved on (password change,
 * logout everywhere), 10027 for a deleted account, the banned message for a banned one.
 */
export function createCallerResolver(tokens: TokenSigner, lookup: AccountAuthLookup): CallerResolver {
  return async (authorization) => {
    const token = readBearer(authorization);
    if (!token) throw new ApiError('LoginRequired');
    const claims = await tokens.verifyAccess(token);
    const account = await lookup(claims.userId);
    if (!account) throw new ApiError('AccountUnavailable');
    if (account.isBanned) throw new ApiError('AccountBanned');
    if (account.tokenVersion !== claims.version) throw new ApiError('InvalidTokenVersion');
    return { userId: claims.userId, kind: claims.kind };
  };
}

function readBearer(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const [scheme, token] = authorization.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}
