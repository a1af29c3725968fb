import { supportCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { SupportService } from './support.service.ts';

/** Messages to the operators: the support group of the HTTP contract (packages/protocol/src/http/support.calls.ts). */
export function registerSupportRoutes(router: ApiRouter, support: SupportService): void {
  router.implement(supportCalls.contact, (input) => support.contact(input.caller, input.body));
}
