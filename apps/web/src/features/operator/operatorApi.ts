import type {
  AccountStanding,
  InboxMessage,
  ModerationAction,
  Page,
  QueuedReport,
  ReportStatus,
} from '@limelight/protocol';
import { operatorCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';

/** The operator page's queries, by list and page. */
export const operatorKeys = {
  all: ['operator'] as const,
  status: () => [...operatorKeys.all, 'status'] as const,
  reports: (status: ReportStatus, page: number) => [...operatorKeys.all, 'reports', status, page] as const,
  inbox: (handled: boolean, page: number) => [...operatorKeys.all, 'inbox', handled, page] as const,
  accounts: () => [...operatorKeys.all, 'account'] as const,
  account: (ref: string) => [...operatorKeys.accounts(), ref] as const,
};

/** Whether the signed-in person is one of the platform's operators (OPERATORS on the server). */
export function fetchOperatorStatus(): Promise<{ isOperator: boolean }> {
  return api.call(operatorCalls.status, {}).then(dataOf);
}

export function fetchReports(status: ReportStatus, page: number): Promise<Page<QueuedReport>> {
  return api.call(operatorCalls.reports, { query: { status, page } }).then(dataOf);
}

export function resolveReport(reportId: string, action: ModerationAction): Promise<QueuedReport> {
  return api.call(operatorCalls.resolveReport, { body: { reportId, action } }).then(dataOf);
}

export function fetchContactMessages(handled: boolean, page: number): Promise<Page<InboxMessage>> {
  return api.call(operatorCalls.contactMessages, { query: { handled: handled ? 1 : 0, page } }).then(dataOf);
}

export function markContactMessageHandled(id: string): Promise<{ id: string }> {
  return api.call(operatorCalls.handleContactMessage, { body: { id } }).then(dataOf);
}

/** A member by user id, e-mail or cyaId, with their birth date and suspension (operators). */
export function fetchAccountStanding(ref: string): Promise<AccountStanding> {
  return api.call(operatorCalls.account, { query: { user: ref } }).then(dataOf);
}

export function suspendAccount(userId: string, reason: string): Promise<AccountStanding> {
  return api.call(operatorCalls.suspendAccount, { body: { userId, reason } }).then(dataOf);
}

export function liftSuspension(userId: string): Promise<AccountStanding> {
  return api.call(operatorCalls.liftSuspension, { body: { userId } }).then(dataOf);
}

export function setBirthDate(userId: string, dob: string, reason: string): Promise<AccountStanding> {
  return api.call(operatorCalls.setBirthDate, { body: { userId, dob, reason } }).then(dataOf);
}
