import { callsCalls as calls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { CallsService } from './calls.service.ts';

/** The calls group of the HTTP contract: friend video calls, members only. */
export function registerCallsRoutes(router: ApiRouter, callsService: CallsService): void {
  router.implement(calls.initVideo, ({ caller, body }) => callsService.initVideo(caller.userId, body));
  router.implement(calls.vidConnect, ({ caller, body }) => callsService.vidConnect(caller.userId, body));
  router.implement(calls.sendSdp, ({ caller, body }) => callsService.sendSdp(caller.userId, body));
  router.implement(calls.sendIce, ({ caller, body }) => callsService.sendIce(caller.userId, body));
  router.implement(calls.hangup, ({ caller, body }) => callsService.hangup(caller.userId, body));
  router.implement(calls.declineVidChat, ({ caller, body }) =>
    callsService.declineVidChat(caller.userId, body),
  );
}
