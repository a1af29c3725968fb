import { describe, expect, it } from 'vitest';
import {
  contentInputSchema,
  createEventRequestSchema,
  restrictionInputSchema,
  saveEventRequestSchema,
  ticketTierInputSchema,
  validateTimezone,
} from './events.ts';
import { eventIdListSchema, myListQuerySchema } from './eventLists.ts';
import { utcOffsetHeaderSchema } from './eventViews.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('createEventRequestSchema', () => {
  it('needs a title of spec 000 §5 characters, the rest is optional', () => {
    expect(createEventRequestSchema.parse({ title: ' Jazz night ' })).toEqual({ title: 'Jazz night' });
    expect(firstMessage(createEventRequestSchema.safeParse({ title: 'Jazz!' }))).toBe(
      'Only letters, numbers, emoji, spaces, underscores and dashes are allowed',
    );
  });

  it('takes instants with an offset, null for tba', () => {
    const parsed = createEventRequestSchema.parse({
      title: 'T',
      startAt: '2030-01-01T10:00:00+02:00',
      endAt: null,
    });
    expect(parsed).toMatchObject({ startAt: '2030-01-01T10:00:00+02:00', endAt: null });
    expect(createEventRequestSchema.safeParse({ title: 'T', startAt: '2030-01-01 10:00' }).success).toBe(
      false,
    );
  });
});

describe('ticketTierInputSchema (spec 000 §5 ticket creation)', () => {
  it('converts the price to a number and min, max, total to integers', () => {
    expect(
      ticketTierInputSchema.parse({ type: 'GA', price: '12.50', min: '1', max: '4.9', total: 100 }),
    ).toEqual({
      type: 'GA',
      price: 12.5,
      min: 1,
      max: 4,
      total: 100,
    });
  });
  it.each([
    [{ price: '-1' }, 'Please enter a valid price'],
    [{ price: '1.234' }, 'Please enter a valid price'],
    [{ total: 'many' }, 'Please enter a whole number'],
    [{ min: 5, max: 2 }, 'The minimum cannot be more than the maximum'],
  ])('%j → %s', (change, message) => {
    const tier = { type: 'GA', price: 1, min: 1, max: 2, total: 3, ...change };
    expect(firstMessage(ticketTierInputSchema.safeParse(tier))).toBe(message);
  });
});

describe('restrictionInputSchema (spec 000 §5: the title becomes text)', () => {
  it('upper-cases the country, turns a numeric title into text, allows by default', () => {
    expect(restrictionInputSchema.parse({ geoname_id: '6251999', country: 'ca', title: 6251999 })).toEqual({
      geoname_id: 6251999,
      country: 'CA',
      title: '6251999',
      allowed: true,
      age: null,
    });
    expect(firstMessage(restrictionInputSchema.safeParse({ country: 'CAN' }))).toBe(
      'Please choose a country',
    );
  });
});

describe('contentInputSchema', () => {
  it('takes a YouTube id or an address', () => {
    expect(contentInputSchema.parse({ kind: 'youtube', value: 'dQw4w9WgXcQ' })).toMatchObject({
      value: 'dQw4w9WgXcQ',
    });
    expect(contentInputSchema.parse({ kind: 'image', value: '/files/events/contents/a.jpg' })).toMatchObject({
      value: '/files/events/contents/a.jpg',
    });
    expect(firstMessage(contentInputSchema.safeParse({ kind: 'youtube', value: 'https://youtu.be/x' }))).toBe(
      'Please enter a valid YouTube video id',
    );
    // An address is https or a file of this platform (docs/decisions/event-contents.md).
    expect(firstMessage(contentInputSchema.safeParse({ kind: 'mpd', value: 'nowhere' }))).toBe(
      'Please enter an https address or a file of this platform',
    );
  });
});

describe('flags and lists', () => {
  it('reads 0/1 flags as numbers, strings or booleans', () => {
    for (const save of [1, '1', true, 'true'])
      expect(saveEventRequestSchema.parse({ eventId: 'e', save }).save).toBe(true);
    for (const save of [0, '0', false, 'false'])
      expect(saveEventRequestSchema.parse({ eventId: 'e', save }).save).toBe(false);
    expect(myListQuerySchema.parse({})).toMatchObject({ type: 0, page: 1, pageSize: 20 });
  });
  it('splits comma-separated ids, dropping blanks and duplicates', () => {
    expect(eventIdListSchema.parse('a, b,,a')).toEqual(['a', 'b']);
    expect(eventIdListSchema.safeParse(',').success).toBe(false);
  });
});

describe('timezones and UTC offsets', () => {
  it('accepts IANA names in their canonical spelling', () => {
    expect(validateTimezone('europe/paris')).toEqual({ ok: true, value: 'Europe/Paris' });
    expect(validateTimezone('Nowhere/Land')).toMatchObject({
      ok: false,
      message: 'Please choose a valid time zone',
    });
  });
  it('reads X-Utc-Offset as minutes east of UTC within ±14 hours', () => {
    expect(utcOffsetHeaderSchema.parse(undefined)).toBeUndefined();
    expect(utcOffsetHeaderSchema.parse('-300')).toBe(-300);
    expect(utcOffsetHeaderSchema.parse('+330')).toBe(330);
    expect(utcOffsetHeaderSchema.safeParse('841').success).toBe(false);
    expect(utcOffsetHeaderSchema.safeParse('1.5').success).toBe(false);
  });
});
