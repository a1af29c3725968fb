import { ReportCategory } from '@limelight/protocol';
import { describe, expect, it } from 'vitest';
import { checkReportForm, reportReasons } from './reportForm.ts';

const target = { eventId: 'r-1', userId: 'u-bob' };

describe('report form (spec 000 §5: a comment and a reason are required)', () => {
  it('offers exactly the protocol categories', () => {
    expect(reportReasons[0]).toBe(ReportCategory.min);
    expect(reportReasons.at(-1)).toBe(ReportCategory.max);
    expect(reportReasons).toHaveLength(ReportCategory.max - ReportCategory.min + 1);
  });

  it('names both missing fields at once with the spec messages', () => {
    expect(checkReportForm({ reason: '', comment: '  ' }, target)).toEqual({
      ok: false,
      errors: { comment: 'missingReportComment', reason: 'missingReportReason' },
    });
    expect(checkReportForm({ reason: '3', comment: '' }, target)).toEqual({
      ok: false,
      errors: { comment: 'missingReportComment' },
    });
  });

  it('sends the reason as a number and the comment trimmed', () => {
    expect(checkReportForm({ reason: '9', comment: ' spam links ' }, target)).toEqual({
      ok: true,
      report: { eventId: 'r-1', userId: 'u-bob', reason: 9, comment: 'spam links' },
    });
  });
});
