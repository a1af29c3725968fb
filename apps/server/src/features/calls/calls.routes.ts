import {
  declineVidChatRequestSchema,
  hangupRequestSchema,
  initVideoRequestSchema,
  sendIceRequestSchema,
  sendSdpRequestSchema,
  vidConnectRequestSchema,
} from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { CallsService } from './calls.service.ts';

/** spec 000 §7 "Friend video call": members only. */
export function registerCallsRoutes(router: ApiRouter, calls: CallsService): void {
  const auth = 'member' as const;
  router.post('/api/friend/v1/initVideo', { auth, body: initVideoRequestSchema }, ({ caller, body }) =>
    calls.initVideo(caller.userId, body),
  );
  router.post('/api/socket2/v1/vidConnect', { auth, body: vidConnectRequestSchema }, ({ caller, body }) =>
    calls.vidConnect(caller.userId, body),
  );
  router.post('/api/friend/v1/sendSdp', { auth, body: sendSdpRequestSchema }, ({ caller, body }) =>
    calls.sendSdp(caller.userId, body),
  );
  router.post('/api/friend/v1/sendIce', { auth, body: sendIceRequestSchema }, ({ caller, body }) =>
    calls.sendIce(caller.userId, body),
  );
  router.post('/api/friend/v1/hangup', { auth, body: hangupRequestSchema }, ({ caller, body }) =>
    calls.hangup(caller.userId, body),
  );
  router.post(
    '/api/friend/v1/declineVidChat',
    { auth, body: declineVidChatRequestSchema },
    ({ caller, body }) => calls.declineVidChat(caller.userId, body),
  );
}
