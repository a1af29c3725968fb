import { z } from 'zod';
import { isoTimeSchema, personSchema } from '../socket/fields.ts';
import { boundedCoercedIntSchema } from './integers.ts';
import { textSchema } from './text.ts';

// The operators' moderation queue (issue 25 "Flagging"; docs/decisions/operator.md): reports from the
// flagging and report-room dialogs, and the contact and feedback messages, for the platform's operators.

/** Where a report stands: waiting for an operator, or closed by one with an action. */
export const ReportStatus = { Open: 'open', Closed: 'closed' } as const;
export type ReportStatus = (typeof ReportStatus)[keyof typeof ReportStatus];

/**
 * What an operator does with a report: nothing (dismiss), remove the flagged chat message, or block the
 * reported person from the room (kick-out 1, as a room moderator's block).
 */
export const ModerationAction = {
  Dismiss: 'dismiss',
  RemoveMessage: 'removeMessage',
  BlockFromRoom: 'blockFromRoom',
} as const;
export type ModerationAction = (typeof ModerationAction)[keyof typeof ModerationAction];

/** A page of the queue, for both lists. */
export const moderationPageSize = 20;

const pageQuerySchema = boundedCoercedIntSchema(1).default(1);

/** GET /api/operator/v1/reports {page, status}: open reports by default, oldest first. */
export const reportQueueQuerySchema = z.object({
  page: pageQuerySchema,
  status: z.enum([ReportStatus.Open, ReportStatus.Closed]).default(ReportStatus.Open),
});
export type ReportQueueQuery = z.output<typeof reportQueueQuerySchema>;

/** A report as the operators read it: who, about whom or what, where, and the flagged message's text. */
export const queuedReportSchema = z.object({
  reportId: textSchema,
  /** The room or event the report came from, and which of the two it is. */
  eventId: textSchema,
  roomKind: z.enum(['room', 'event']),
  reason: z.number().int(),
  comment: textSchema,
  reporter: personSchema,
  /** The reported person; null for a report of the room itself. */
  target: personSchema.nullable(),
  /** The flagged chat message as it read when it was reported; null when no message was flagged. */
  message: z.object({ id: textSchema, content: textSchema }).nullable(),
  status: z.enum([ReportStatus.Open, ReportStatus.Closed]),
  /** The operator's action once closed. */
  resolution: z
    .enum([ModerationAction.Dismiss, ModerationAction.RemoveMessage, ModerationAction.BlockFromRoom])
    .nullable(),
  createdAt: isoTimeSchema,
});
export type QueuedReport = z.infer<typeof queuedReportSchema>;

/** POST /api/operator/v1/resolveReport {reportId, action}. */
export const resolveReportRequestSchema = z.object({
  reportId: textSchema.min(1).max(64),
  action: z.enum([ModerationAction.Dismiss, ModerationAction.RemoveMessage, ModerationAction.BlockFromRoom]),
});
export type ResolveReportRequest = z.output<typeof resolveReportRequestSchema>;

/** GET /api/operator/v1/contactMessages {page, handled}: unhandled messages by default, oldest first. */
export const contactInboxQuerySchema = z.object({
  page: pageQuerySchema,
  handled: z.coerce.number().int().min(0).max(1).default(0),
});
export type ContactInboxQuery = z.output<typeof contactInboxQuerySchema>;

/** A contact or feedback message as the operators read it. */
export const inboxMessageSchema = z.object({
  id: textSchema,
  kind: textSchema,
  name: textSchema,
  email: textSchema,
  message: textSchema,
  /** The member who sent it, when signed in. */
  userId: textSchema.nullable(),
  createdAt: isoTimeSchema,
  handledAt: isoTimeSchema.nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** POST /api/operator/v1/handleContactMessage {id}. */
export const handleContactMessageRequestSchema = z.object({ id: textSchema.min(1).max(64) });

/** GET /api/operator/v1/status: whether the caller is one of the configured operators. */
export const operatorStatusSchema = z.object({ isOperator: z.boolean() });
