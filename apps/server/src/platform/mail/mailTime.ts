/**
 * A time as mails write it (issue 22: every time in an e-mail carries its zone): the reader's zone when
 * known, else the event's own zone, else UTC, always named: "Friday, November 27, 2026 at 7:00 PM GMT+1
 * (Europe/Paris)". An unknown zone name falls back to UTC rather than failing the mail.
 */
export function formatMailTime(instant: Date, timeZone: string | null | undefined): string {
  const zone = timeZone && isKnownZone(timeZone) ? timeZone : 'UTC';
  const text = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: zone,
  }).format(instant);
  // The text ends with the zone's short name (GMT+1, EST, UTC); the IANA name says which zone.
  return zone === 'UTC' ? text : `${text} (${zone})`;
}

function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
