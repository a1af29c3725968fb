/**
 * The offset from UTC, in minutes east (UTC+02:00 is 120), of an IANA time zone at an instant, daylight
 * saving included.
 */
export function utcOffsetMinutesIn(timeZone: string, at: Date): number {
  const wholeSeconds = Math.floor(at.getTime() / 1000) * 1000;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(wholeSeconds));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallClockAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wallClockAsUtc - wholeSeconds) / 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as ISO-8601 local time with its offset: 18:00 UTC at +120 is '2025-06-15T20:00:00.000+02:00'. */
export function toLocalIso(at: Date, offsetMinutes: number): string {
  const shifted = new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, -1);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const magnitude = Math.abs(offsetMinutes);
  return `${shifted}${sign}${pad(Math.floor(magnitude / 60))}:${pad(magnitude % 60)}`;
}
