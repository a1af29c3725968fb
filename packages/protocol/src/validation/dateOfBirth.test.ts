import { describe, expect, it } from 'vitest';
import { dateOfBirthSchema, validateDateOfBirth } from './dateOfBirth.ts';

const now = new Date('2025-06-15T12:00:00Z');

describe('date of birth YYYY-MM-DD, age 13 to 150 (spec 000 §5)', () => {
  it.each([
    ['2012-06-15', 'exactly 13 today'],
    ['2000-01-01', '25'],
    ['1875-06-15', 'exactly 150 today'],
    ['1874-06-16', '150, turning 151 tomorrow'],
  ])('%s passes (%s)', (text) => {
    expect(validateDateOfBirth(text, now)).toEqual({ ok: true, value: text });
  });

  it.each([
    ['2012-06-16', '13 tomorrow'],
    ['2020-01-01', '5'],
    ['2030-01-01', 'in the future'],
    ['1874-06-15', '151 today'],
  ])('%s fails (%s)', (text) => {
    expect(validateDateOfBirth(text, now)).toMatchObject({ ok: false, message: 'DOB must be 13-150' });
  });

  it.each(['15/06/2000', '2000-6-15', '2000-02-30', '2001-02-29', '', 'yesterday'])(
    '%j is not a date',
    (text) => {
      expect(validateDateOfBirth(text, now)).toMatchObject({
        ok: false,
        message: 'Please enter your date of birth as YYYY-MM-DD',
      });
    },
  );

  it('takes "today" from the clock at each parse', () => {
    const schema = dateOfBirthSchema(() => now);
    expect(schema.parse('2012-06-15')).toBe('2012-06-15');
    expect(schema.safeParse('2012-06-16').error?.issues[0]?.message).toBe('DOB must be 13-150');
  });
});
