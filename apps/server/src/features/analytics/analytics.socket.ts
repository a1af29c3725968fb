import type { Logger } from '../../platform/logger.ts';
import type { RealtimeGateway } from '../../platform/realtime/gateway.ts';
import type { AnalyticsService } from './analytics.service.ts';

/**
 * Records each room socket's stay (issue 25: "a session row per socket with join, leave and platform")
 * from the gateway's room join and leave: written after the socket joined, never delaying it. A failed
 * write is logged and lost, as a dropped page view is: the live room goes on.
 */
export function recordRoomStays(gateway: RealtimeGateway, analytics: AnalyticsService, log: Logger): void {
  gateway.onRoomJoin(async (roomId, connection) => {
    const grant = connection.grant;
    const client = grant.scope === 'room' ? grant.client : undefined;
    await analytics
      .recordJoin({ id: connection.id, roomId, userId: connection.userId, client })
      .catch((error: unknown) => log.warn({ err: error, roomId }, 'analytics could not record a join'));
  });
  gateway.onRoomLeave(async (roomId, connection) => {
    await analytics
      .recordLeave(connection.id)
      .catch((error: unknown) => log.warn({ err: error, roomId }, 'analytics could not record a leave'));
  });
}
