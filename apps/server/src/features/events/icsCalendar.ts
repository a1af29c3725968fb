/** One event of a calendar file (spec 000 §3 calendar entry: start, end, summary, description, location, organizer). */
export interface CalendarEntry {
  /** Globally unique and stable, so that a second download updates the first instead of adding a copy. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** The event's address: where one "goes" to attend an online event. */
  location: string;
  /**
   * Who organizes it: a name and a calendar address (a URI: the channel's page, never a personal e-mail
   * unless its owner chose to show one; docs/decisions/events-new-user.md).
   */
  organizer: { name: string; address: string } | null;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  /** Minutes before the start at which the calendar alerts (a VALARM); null: no alert. */
  alertMinutesBefore: number | null;
}

/** RFC 5545 §3.6.6: a display alarm that long before the start ("at start" for 0). */
const alarmLines = (entry: CalendarEntry) =>
  entry.alertMinutesBefore === null
    ? []
    : [
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${escapeText(entry.summary)}`,
        `TRIGGER:-PT${entry.alertMinutesBefore}M`,
        'END:VALARM',
      ];

const crlf = '\r\n';
const maxLineOctets = 75;

/** RFC 5545 §3.3.5 date-time in UTC: 20250615T180000Z. */
const utcDateTime = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma escaped, and line breaks as `\n`. */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

/** RFC 5545 §3.2 parameter value: quoted, without the characters a quoted value cannot hold. */
const paramValue = (text: string) => `"${text.replace(/["\r\n\t]/g, ' ')}"`;

/**
 * RFC 5545 §3.1: content lines longer than 75 octets are folded with CRLF and one space, never inside a
 * UTF-8 character.
 */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // A continuation line starts with a space, which counts towards its 75 octets.
    const limit = parts.length === 0 ? maxLineOctets : maxLineOctets - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${crlf} `);
}

/** An iCalendar file (RFC 5545) holding one event, with CRLF line ends and folded lines. */
export function renderCalendar(entry: CalendarEntry, productId: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${utcDateTime(entry.stamp)}`,
    `DTSTART:${utcDateTime(entry.start)}`,
    `DTEND:${utcDateTime(entry.end)}`,
    `SUMMARY:${escapeText(entry.summary)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    `LOCATION:${escapeText(entry.location)}`,
    `URL:${entry.location}`,
    ...(entry.organizer
      ? [`ORGANIZER;CN=${paramValue(entry.organizer.name)}:${entry.organizer.address}`]
      : []),
    ...alarmLines(entry),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(crlf) + crlf;
}
