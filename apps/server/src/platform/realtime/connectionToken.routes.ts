import { connectionTokenRequestSchema } from '@limelight/protocol';
import type { ApiRouter } from '../http/router.ts';
import type { TokenSigner } from '../auth/tokens.ts';

/** spec 001 §7 Socket: tokens that open `/ws/<token>` for a room or for the friend socket. */
export function registerConnectionTokenRoutes(router: ApiRouter, tokens: TokenSigner): void {
  router.post(
    '/api/socket/v1/getConnectionToken',
    { auth: 'any', body: connectionTokenRequestSchema },
    async ({ caller, body }) => ({
      token: await tokens.signConnection({ ...caller, scope: 'room', roomId: body.eventId }),
    }),
  );
  router.get('/api/socket2/v1/friendConnToken', { auth: 'member' }, async ({ caller }) => ({
    token: await tokens.signConnection({ ...caller, scope: 'friend' }),
  }));
}
