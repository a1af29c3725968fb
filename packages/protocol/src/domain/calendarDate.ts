/** A date without a time of day, as dates of birth travel (YYYY-MM-DD). */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses a strict YYYY-MM-DD date that exists on the calendar (no 2023-02-29), else undefined. */
export function parseCalendarDate(text: string): CalendarDate | undefined {
  const match = calendarDatePattern.exec(text);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls over out-of-range parts (month 13, day 31 of April); a real date survives the round trip.
  const probe = new Date(Date.UTC(year, month - 1, day));
  const exists =
    probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return exists ? { year, month, day } : undefined;
}
