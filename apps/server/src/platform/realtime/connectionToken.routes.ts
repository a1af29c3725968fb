import { socketCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../http/router.ts';
import type { TokenSigner } from '../auth/tokens.ts';

/**
 * spec 001 §7 Socket: the token that opens `/ws/<token>` for the friend socket. Room sockets' tokens
 * follow the live pages' access rules and are issued by the live feature.
 */
export function registerFriendConnectionTokenRoute(router: ApiRouter, tokens: TokenSigner): void {
  router.implement(socketCalls.friendConnToken, async ({ caller }) => ({
    token: await tokens.signConnection({ ...caller, scope: 'friend' }),
  }));
}
