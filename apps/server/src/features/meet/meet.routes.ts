import {
  joinQueueRequestSchema,
  meetChatRequestSchema,
  meetFeedRequestSchema,
  meetIceRequestSchema,
  meetReportRequestSchema,
  meetSdpRequestSchema,
  meetSharedMessageRequestSchema,
  strangerRequestSchema,
} from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { MeetService } from './meet.service.ts';

/** spec 001 §7 "Meet", plus showVideo and report (docs/decisions/meet.md); members only: guests cannot queue. */
export function registerMeetRoutes(router: ApiRouter, meet: MeetService): void {
  const auth = 'member' as const;
  router.post('/api/meet/v1/joinQueue', { auth, body: joinQueueRequestSchema }, ({ caller, body }) =>
    meet.join(caller.userId, body.language),
  );
  router.get('/api/meet/v1/leaveQueue', { auth }, ({ caller }) => meet.leave(caller.userId));
  router.post('/api/meet/v1/reconnect', { auth, body: strangerRequestSchema }, ({ caller, body }) =>
    meet.reconnect(caller.userId, body.strangerId),
  );
  router.post('/api/meet/v1/sendSdp', { auth, body: meetSdpRequestSchema }, ({ caller, body }) =>
    meet.sendSdp(caller.userId, body),
  );
  router.post('/api/meet/v1/sendIce', { auth, body: meetIceRequestSchema }, ({ caller, body }) =>
    meet.sendIce(caller.userId, body),
  );
  router.post('/api/meet/v1/nextCall', { auth, body: strangerRequestSchema }, ({ caller, body }) =>
    meet.next(caller.userId, body.strangerId),
  );
  router.post('/api/meet/v1/chat/send', { auth, body: meetChatRequestSchema }, ({ caller, body }) =>
    meet.chat(caller.userId, body),
  );
  router.post(
    '/api/meet/v1/sendMessage',
    { auth, body: meetSharedMessageRequestSchema },
    ({ caller, body }) => meet.share(caller.userId, body),
  );
  router.post('/api/meet/v1/getFeed', { auth, body: meetFeedRequestSchema }, ({ caller, body }) =>
    meet.feed(caller.userId, body),
  );
  router.post('/api/meet/v1/showVideo', { auth, body: strangerRequestSchema }, ({ caller, body }) =>
    meet.show(caller.userId, body.strangerId),
  );
  router.post('/api/meet/v1/report', { auth, body: meetReportRequestSchema }, ({ caller, body }) =>
    meet.report(caller.userId, body),
  );
}
