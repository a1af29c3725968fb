import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { renderCalendar, type CalendarEntry } from './icsCalendar.ts';

const entry: CalendarEntry = {
  uid: 'e1@limelight.test',
  start: new Date('2025-06-15T18:00:00.000Z'),
  end: new Date('2025-06-15T20:30:00.000Z'),
  summary: 'Jazz, live; from the \\ club',
  description: 'Line one\nLine two, with ; and , and a long tail '.repeat(3),
  location: 'https://limelight.test/event/jazz-night',
  organizer: { name: 'Ann "The Host" Lee', address: 'https://limelight.test/channel/ann' },
  stamp: new Date('2025-06-01T09:15:30.250Z'),
  alertMinutesBefore: null,
};

function parseEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return new ICAL.Event(event);
}

describe('renderCalendar (RFC 5545)', () => {
  it('round-trips through ical.js with every field of spec 000 §3 calendar entry', () => {
    const event = parseEvent(renderCalendar(entry, '-//Limelight//Events//EN'));
    expect(event.uid).toBe(entry.uid);
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-06-15T18:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2025-06-15T20:30:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.summary).toBe(entry.summary);
    expect(event.description).toBe(entry.description);
    expect(event.location).toBe(entry.location);
    expect(event.organizer).toBe('https://limelight.test/channel/ann');
  });

  it('ends every line with CRLF and folds lines at 75 octets, never inside a character', () => {
    const text = renderCalendar(
      { ...entry, summary: 'é'.repeat(100), description: 'x'.repeat(300) },
      '-//Limelight//Events//EN',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text).toContain('\r\n ');
    expect(text).not.toContain('\uFFFD');
    expect(parseEvent(text).summary).toBe('é'.repeat(100));
  });

  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    const text = renderCalendar({ ...entry, description: 'a\\b;c,d\r\ne' }, '-//Limelight//Events//EN');
    expect(text).toContain('DESCRIPTION:a\\\\b\\;c\\,d\\ne');
  });

  it('writes DTSTAMP, DTSTART and DTEND in UTC', () => {
    const text = renderCalendar(entry, '-//Limelight//Events//EN');
    expect(text).toContain('DTSTAMP:20250601T091530Z\r\n');
    expect(text).toContain('DTSTART:20250615T180000Z\r\n');
    expect(text).toContain('DTEND:20250615T203000Z\r\n');
  });

  it('leaves ORGANIZER out without one', () => {
    expect(renderCalendar({ ...entry, organizer: null }, '-//Limelight//Events//EN')).not.toContain(
      'ORGANIZER',
    );
  });

  it("carries the alert picker's choice as a display alarm before the start, and none when none was chosen", () => {
    const alarmOf = (text: string) =>
      new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')?.getFirstSubcomponent('valarm');
    const alarm = alarmOf(renderCalendar({ ...entry, alertMinutesBefore: 15 }, '-//Limelight//Events//EN'));
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT15M');
    expect(
      String(
        alarmOf(renderCalendar({ ...entry, alertMinutesBefore: 0 }, 'x'))?.getFirstPropertyValue('trigger'),
      ),
    ).toMatch(/^-?PT0S$/);
    expect(alarmOf(renderCalendar(entry, '-//Limelight//Events//EN'))).toBeNull();
  });
});
