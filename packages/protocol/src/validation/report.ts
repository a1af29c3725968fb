import { z } from 'zod';
import { ReportCategory } from '../limits.ts';
import { fail, pass, validatedSchema, type Validation } from './result.ts';
import { textSchema } from '../schemas/text.ts';

/** The report form: a comment and a reason (a category 1 to 9). */
export interface ReportForm {
  readonly comment: string;
  readonly reason?: number | null | undefined;
}

/** The report form once valid. */
export interface ValidReport {
  readonly comment: string;
  readonly reason: number;
}

/** spec 000 §5, spec 001 §5: a comment ('Missing report commend...') and a reason ('Please select your reason...'). */
export function validateReport(form: ReportForm): Validation<ValidReport> {
  const comment = form.comment.trim();
  if (comment.length === 0) return fail('missingReportComment', 'comment');
  const { reason } = form;
  const isCategory =
    reason != null &&
    Number.isInteger(reason) &&
    reason >= ReportCategory.min &&
    reason <= ReportCategory.max;
  return isCategory ? pass({ comment, reason }) : fail('missingReportReason', 'reason');
}

/** `validateReport` as a zod schema. */
export const reportSchema = validatedSchema(
  z.object({ comment: textSchema, reason: z.number().nullish() }),
  validateReport,
);
