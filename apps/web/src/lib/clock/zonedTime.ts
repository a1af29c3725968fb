import { utcOffsetMinutesIn, validateTimezone } from '@limelight/protocol';

// The editor takes start and end as wall-clock times of the event's own timezone (spec 000 §3 `timezone`),
// while the wire carries instants (ARCHITECTURE: ISO-8601, UTC). These convert between the two.

const wallTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const minuteMs = 60_000;

const offsetMsAt = (instantMs: number, timeZone: string) =>
  utcOffsetMinutesIn(timeZone, new Date(instantMs)) * minuteMs;

/**
 * The instant (ISO-8601, UTC) of a `YYYY-MM-DDTHH:mm` wall-clock time in `timeZone`; undefined when the text
 * is no such time or the zone is unknown. A time skipped by a daylight-saving change moves forward by the
 * change, as clocks do.
 */
export function zonedWallTimeToIso(wallTime: string, timeZone: string): string | undefined {
  const match = wallTimePattern.exec(wallTime);
  if (match === null || !validateTimezone(timeZone).ok) return undefined;
  const [, year, month, day, hour, minute] = match.map(Number);
  const wallMs = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const check = new Date(wallMs);
  if (check.getUTCMonth() + 1 !== month || check.getUTCDate() !== day) return undefined;
  // Two passes: the offset at the first guess may differ from the offset at the answer near a DST change.
  const firstGuess = wallMs - offsetMsAt(wallMs, timeZone);
  return new Date(wallMs - offsetMsAt(firstGuess, timeZone)).toISOString();
}

/** The `YYYY-MM-DDTHH:mm` wall-clock time of an instant in `timeZone`, for a `datetime-local` input. */
export function isoToZonedWallTime(iso: string | null, timeZone: string): string {
  const instantMs = iso === null ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(instantMs) || !validateTimezone(timeZone).ok) return '';
  return new Date(instantMs + offsetMsAt(instantMs, timeZone)).toISOString().slice(0, 16);
}

/** The browser's own timezone, the default of a new event. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
