import { z } from 'zod';
import { validatedSchema } from '../validation/result.ts';
import { validateReport } from '../validation/report.ts';
import { userIdSchema } from './ids.ts';
import { textSchema } from './text.ts';

// Reports and room blocks (spec 000 §4 report-related kick-outs, §5 report form; spec 001 §4 cya_flag;
// docs/decisions/flags.md). `eventId` names the event or room.

const flagRoomRefSchema = textSchema.trim().min(1).max(128);

/** The longest report comment (the spec shows none). */
export const maxReportCommentChars = 2000;

/**
 * POST /api/flag/v1/report {eventId, userId?, messageId?, reason, comment}: a report of a room, or of a
 * person in it when `userId` is given, or of one of their chat messages when `messageId` is also given. The form's rules are the report dialog's (validateReport).
 */
export const reportRequestSchema = validatedSchema(
  z.object({
    eventId: flagRoomRefSchema,
    userId: userIdSchema.optional(),
    /** The flagged chat message, when the report comes from a message's menu (docs/decisions/operator.md). */
    messageId: textSchema.min(1).max(64).optional(),
    comment: textSchema.max(maxReportCommentChars),
    reason: z.coerce.number().nullish(),
  }),
  (form) => {
    const report = validateReport(form);
    return report.ok
      ? {
          ...report,
          value: { ...report.value, eventId: form.eventId, userId: form.userId, messageId: form.messageId },
        }
      : report;
  },
);
export type ReportRequest = z.output<typeof reportRequestSchema>;

/** What a report led to: `blocked` when a moderator's report blocked the person from the room (kick-out 1). */
export const reportAnswerSchema = z.object({ reportId: textSchema, blocked: z.boolean() });
export type ReportAnswer = z.infer<typeof reportAnswerSchema>;

/** POST /api/flag/v1/blockUser and /unblockUser {eventId, userId}: a room's blocked-entry list. */
export const flagUserRequestSchema = z.object({ eventId: flagRoomRefSchema, userId: userIdSchema });
export type FlagUserRequest = z.output<typeof flagUserRequestSchema>;

/** POST /api/flag/v1/closeEvent {eventId}, GET /api/flag/v1/blockedList {eventId}. */
export const flagRoomRequestSchema = z.object({ eventId: flagRoomRefSchema });
export type FlagRoomRequest = z.output<typeof flagRoomRequestSchema>;
