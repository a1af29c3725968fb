import { operatorCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { OperatorService } from './operator.service.ts';

/** The operators' moderation queue: the operator group of the HTTP contract (packages/protocol/src/http/operator.calls.ts). */
export function registerOperatorRoutes(router: ApiRouter, operator: OperatorService): void {
  router.implement(operatorCalls.status, (input) => operator.status(input.caller));
  router.implement(operatorCalls.reports, (input) => operator.reports(input.caller, input.query));
  router.implement(operatorCalls.resolveReport, (input) => operator.resolveReport(input.caller, input.body));
  router.implement(operatorCalls.contactMessages, (input) =>
    operator.contactMessages(input.caller, input.query),
  );
  router.implement(operatorCalls.handleContactMessage, (input) =>
    operator.handleContactMessage(input.caller, input.body.id),
  );
}
