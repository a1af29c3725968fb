import {
  moderationPageSize,
  type ContactInboxQuery,
  type InboxMessage,
  type ModerationAction,
  type Page,
  type Person,
  type QueuedReport,
  type ReportQueueQuery,
  type ReportStatus,
  type ResolveReportRequest,
} from '@limelight/protocol';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { ReportRow } from '../flags/index.ts';
import type { InboxRow } from '../support/index.ts';
import type { OperatorGuard } from './operatorGuard.ts';

export interface OperatorServiceDeps {
  guard: OperatorGuard;
  /** The flags feature's reports. */
  reports: {
    page(status: ReportStatus, page: number, pageSize: number): Promise<Page<ReportRow>>;
    resolve(reportId: string, operatorId: string, action: ModerationAction): Promise<ReportRow>;
  };
  /** The support feature's contact and feedback messages. */
  inbox: {
    page(handled: boolean, page: number, pageSize: number): Promise<Page<InboxRow>>;
    markHandled(id: string, operatorId: string): Promise<{ id: string }>;
  };
  /** A person as others see them (the users feature). */
  personOf: (userId: string) => Promise<Person | undefined>;
}

export type OperatorService = ReturnType<typeof createOperatorService>;

const inboxMessageOf = (row: InboxRow): InboxMessage => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  email: row.email,
  message: row.message,
  userId: row.userId,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});

/**
 * The operators' moderation queue (issue 25 "Flagging"; docs/decisions/operator.md): the reports of the
 * flagging and report-room dialogs, and the contact messages, for the people OPERATORS names. Every call
 * but `status` refuses anyone else with 4003; the flags and support features own their tables and act.
 */
export function createOperatorService(deps: OperatorServiceDeps) {
  const { isOperator, requireOperator } = deps.guard;

  /** A person of a report; one whose profile is gone shows by id. */
  async function personOf(userId: string): Promise<Person> {
    return (await deps.personOf(userId)) ?? { userId, displayName: userId, avatar: null };
  }

  async function queuedReportOf(row: ReportRow): Promise<QueuedReport> {
    const [reporter, target] = await Promise.all([
      personOf(row.reporterId),
      row.targetUserId ? personOf(row.targetUserId) : null,
    ]);
    return {
      reportId: row.id,
      eventId: row.roomId,
      roomKind: row.roomKind === 'event' ? 'event' : 'room',
      reason: row.reason,
      comment: row.comment,
      reporter,
      target,
      message: row.messageId !== null ? { id: row.messageId, content: row.messageContent ?? '' } : null,
      status: row.status === 'closed' ? 'closed' : 'open',
      resolution: (row.resolution as ModerationAction | null) ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    /** GET /operator/v1/status: whether the web shows the operator page. */
    async status(caller: Caller | null): Promise<{ isOperator: boolean }> {
      return { isOperator: await isOperator(caller) };
    },

    /** GET /operator/v1/reports: the queue, oldest first, with who, whom and the flagged message. */
    async reports(caller: Caller, query: ReportQueueQuery): Promise<Page<QueuedReport>> {
      await requireOperator(caller);
      const page = await deps.reports.page(query.status, query.page, moderationPageSize);
      return { ...page, list: await Promise.all(page.list.map(queuedReportOf)) };
    },

    /** POST /operator/v1/resolveReport: the operator's action, and the report as it now stands. */
    async resolveReport(caller: Caller, request: ResolveReportRequest): Promise<QueuedReport> {
      const operatorId = await requireOperator(caller);
      return queuedReportOf(await deps.reports.resolve(request.reportId, operatorId, request.action));
    },

    /** GET /operator/v1/contactMessages: contact and feedback messages, oldest first. */
    async contactMessages(caller: Caller, query: ContactInboxQuery): Promise<Page<InboxMessage>> {
      await requireOperator(caller);
      const page = await deps.inbox.page(query.handled === 1, query.page, moderationPageSize);
      return { ...page, list: page.list.map(inboxMessageOf) };
    },

    /** POST /operator/v1/handleContactMessage. */
    async handleContactMessage(caller: Caller, id: string): Promise<{ id: string }> {
      return deps.inbox.markHandled(id, await requireOperator(caller));
    },
  };
}
