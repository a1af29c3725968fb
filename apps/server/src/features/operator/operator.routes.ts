import { operatorCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { OperatorService } from './operator.service.ts';
import type { OperatorAccountsService } from './operatorAccounts.service.ts';

/** The operators' moderation queue: the operator group of the HTTP contract (packages/protocol/src/http/operator.calls.ts). */
export function registerOperatorRoutes(
  router: ApiRouter,
  operator: OperatorService,
  accounts: OperatorAccountsService,
): void {
  router.implement(operatorCalls.status, (input) => operator.status(input.caller));
  router.implement(operatorCalls.reports, (input) => operator.reports(input.caller, input.query));
  router.implement(operatorCalls.resolveReport, (input) => operator.resolveReport(input.caller, input.body));
  router.implement(operatorCalls.contactMessages, (input) =>
    operator.contactMessages(input.caller, input.query),
  );
  router.implement(operatorCalls.handleContactMessage, (input) =>
    operator.handleContactMessage(input.caller, input.body.id),
  );
  router.implement(operatorCalls.account, (input) => accounts.account(input.caller, input.query.user));
  router.implement(operatorCalls.suspendAccount, (input) =>
    accounts.suspendAccount(input.caller, input.body),
  );
  router.implement(operatorCalls.liftSuspension, (input) =>
    accounts.liftSuspension(input.caller, input.body),
  );
  router.implement(operatorCalls.setBirthDate, (input) => accounts.setBirthDate(input.caller, input.body));
}
