import { meetCalls as calls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { MeetService } from './meet.service.ts';

/** The meet group of the HTTP contract (docs/decisions/meet.md); members only: guests cannot queue. */
export function registerMeetRoutes(router: ApiRouter, meet: MeetService): void {
  router.implement(calls.joinQueue, ({ caller, body }) => meet.join(caller.userId, body.language));
  router.implement(calls.leaveQueue, ({ caller }) => meet.leave(caller.userId));
  router.implement(calls.reconnect, ({ caller, body }) => meet.reconnect(caller.userId, body.strangerId));
  router.implement(calls.sendSdp, ({ caller, body }) => meet.sendSdp(caller.userId, body));
  router.implement(calls.sendIce, ({ caller, body }) => meet.sendIce(caller.userId, body));
  router.implement(calls.nextCall, ({ caller, body }) => meet.next(caller.userId, body.strangerId));
  router.implement(calls.chat, ({ caller, body }) => meet.chat(caller.userId, body));
  router.implement(calls.sendMessage, ({ caller, body }) => meet.share(caller.userId, body));
  router.implement(calls.getFeed, ({ caller, body }) => meet.feed(caller.userId, body));
  router.implement(calls.showVideo, ({ caller, body }) => meet.show(caller.userId, body.strangerId));
  router.implement(calls.report, ({ caller, body }) => meet.report(caller.userId, body));
}
