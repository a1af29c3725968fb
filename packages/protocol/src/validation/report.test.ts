import { describe, expect, it } from 'vitest';
import { reportSchema, validateReport, type ReportForm } from './report.ts';

describe('report form: a comment and a reason (spec 000 §5, spec 001 §5)', () => {
  it.each([1, 9])('reason %i passes', (reason) => {
    expect(validateReport({ comment: ' spam ', reason })).toEqual({
      ok: true,
      value: { comment: 'spam', reason },
    });
  });

  it.each<[ReportForm, string, string]>([
    [{ comment: '', reason: 1 }, 'Missing report commend...', 'comment'],
    [{ comment: '   ', reason: undefined }, 'Missing report commend...', 'comment'],
    [{ comment: 'spam', reason: undefined }, 'Please select your reason...', 'reason'],
    [{ comment: 'spam', reason: null }, 'Please select your reason...', 'reason'],
    [{ comment: 'spam', reason: 0 }, 'Please select your reason...', 'reason'],
    [{ comment: 'spam', reason: 10 }, 'Please select your reason...', 'reason'],
    [{ comment: 'spam', reason: 2.5 }, 'Please select your reason...', 'reason'],
  ])('%j fails with %j', (form, message, field) => {
    expect(validateReport(form)).toMatchObject({ ok: false, message, field });
  });

  it('works as a schema', () => {
    expect(reportSchema.safeParse({ comment: 'spam' }).error?.issues[0]?.message).toBe(
      'Please select your reason...',
    );
  });
});
