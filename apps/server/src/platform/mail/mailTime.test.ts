import { describe, expect, it } from 'vitest';
import { formatMailTime } from './mailTime.ts';

const instant = new Date('2026-11-27T18:00:00Z');

describe('times in mails carry their zone (issue 22)', () => {
  it("writes the time in the zone given, with the zone's short and IANA names", () => {
    const text = formatMailTime(instant, 'Europe/Paris');
    expect(text).toMatch(/^Friday, November 27, 2026 at 7:00\sPM GMT\+1 \(Europe\/Paris\)$/);
  });

  it('writes UTC, named, when no zone is known or the zone is not one', () => {
    expect(formatMailTime(instant, null)).toMatch(/^Friday, November 27, 2026 at 6:00\sPM UTC$/);
    expect(formatMailTime(instant, 'Mars/Olympus')).toMatch(/6:00\sPM UTC$/);
  });
});
