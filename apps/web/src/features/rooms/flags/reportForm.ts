import { ReportCategory, validateReport } from '@limelight/protocol';
import type { FormErrors } from '../../../lib/forms/index.ts';
import type { RoomReport } from './flagsApi.ts';

/** The report form as typed: the reason is '' until chosen. */
export interface ReportFormValues {
  reason: string;
  comment: string;
}

export const emptyReportForm: ReportFormValues = { reason: '', comment: '' };

/**
 * The report reasons: the protocol's ReportCategory 1 to 9 (spec 000 §9, "with sub-options"; the spec names
 * neither, so the names are ours and the sub-options are left out).
 */
export const reportReasons = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/**
 * spec 000 §5: a comment ('Missing report commend...') and a reason ('Please select your reason...') are
 * required; both are shown at once.
 */
export function checkReportForm(
  values: ReportFormValues,
  target: Pick<RoomReport, 'eventId' | 'userId' | 'messageId'>,
): { ok: true; report: RoomReport } | { ok: false; errors: FormErrors<keyof ReportFormValues> } {
  const reason = values.reason === '' ? null : Number(values.reason);
  const checked = validateReport({ comment: values.comment, reason });
  if (checked.ok) return { ok: true, report: { ...target, ...checked.value } };
  // validateReport stops at the first failure: each field is checked with the other one valid.
  const comment = validateReport({ comment: values.comment, reason: ReportCategory.min });
  const chosen = validateReport({ comment: 'comment', reason });
  const errors: FormErrors<keyof ReportFormValues> = {};
  if (!comment.ok) errors.comment = comment.messageKey;
  if (!chosen.ok) errors.reason = chosen.messageKey;
  return { ok: false, errors };
}
