import { createGuestRequestSchema, refreshTokenRequestSchema } from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { AuthService } from './auth.service.ts';

/** Guest creation and token refresh. */
export function registerAuthRoutes(router: ApiRouter, auth: AuthService): void {
  router.post(
    '/api/user/v1/createGuest',
    { auth: 'none', body: createGuestRequestSchema, rateLimitPerMinute: 60 },
    ({ body }) => auth.createGuest(body.eventId),
  );
  router.post(
    '/api/passport/v1/refreshToken',
    { auth: 'none', body: refreshTokenRequestSchema },
    ({ body }) => auth.refreshSession(body.refreshToken),
  );
}
