import { describe, expect, it } from 'vitest';
import { parseCalendarDate } from './calendarDate.ts';

describe('calendar dates in YYYY-MM-DD', () => {
  it.each([
    ['2000-01-31', { year: 2000, month: 1, day: 31 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['1900-12-01', { year: 1900, month: 12, day: 1 }],
  ])('%s parses', (text, date) => {
    expect(parseCalendarDate(text)).toEqual(date);
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2000-04-31',
    '2000-13-01',
    '2000-00-10',
    '2000-1-1',
    '2000-01-01T00:00',
    '',
  ])('%j is not a date', (text) => {
    expect(parseCalendarDate(text)).toBeUndefined();
  });
});
