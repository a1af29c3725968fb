import { describe, expect, it } from 'vitest';
import { emptyGeneralForm, validateGeneralForm, type GeneralFormValues } from './generalForm.ts';

const filled = (overrides: Partial<GeneralFormValues> = {}): GeneralFormValues => ({
  ...emptyGeneralForm(),
  title: 'Jazz Night',
  description: 'Live from the club',
  timezone: 'Europe/Paris',
  startAt: '2030-07-15T20:00',
  endAt: '2030-07-15T22:30',
  type: 'Paid',
  visibility: 'public',
  ageRestriction: '18',
  tags: 'jazz, live_music',
  ...overrides,
});

const errorsOf = (values: GeneralFormValues) => {
  const result = validateGeneralForm(values);
  return result.ok ? {} : result.errors;
};

describe('create wizard, step General (spec 000 §5 validation rules)', () => {
  it('turns valid input into the event fields, times in UTC from the event timezone', () => {
    expect(validateGeneralForm(filled())).toEqual({
      ok: true,
      fields: {
        title: 'Jazz Night',
        description: 'Live from the club',
        timezone: 'Europe/Paris',
        startAt: '2030-07-15T18:00:00.000Z',
        endAt: '2030-07-15T20:30:00.000Z',
        type: 'Paid',
        visibility: 'public',
        ageRestriction: 18,
        tags: ['jazz', 'live_music'],
      },
    });
  });

  it('requires a title of letters, digits, underscores, dashes and spaces only', () => {
    expect(errorsOf(filled({ title: '  ' }))).toEqual({ title: 'fieldRequired' });
    expect(errorsOf(filled({ title: 'Café!' }))).toEqual({ title: 'titleCharacters' });
    expect(errorsOf(filled({ title: 'x'.repeat(101) }))).toEqual({ title: 'displayNameTooLong' });
  });

  it('keeps the description to 500 characters', () => {
    expect(errorsOf(filled({ description: 'é'.repeat(501) }))).toEqual({ description: 'descriptionTooLong' });
  });

  it('leaves the start empty for an event to be announced (tba)', () => {
    const result = validateGeneralForm(filled({ startAt: '', endAt: '' }));
    expect(result.ok && [result.fields.startAt, result.fields.endAt]).toEqual([null, null]);
  });

  it('wants the end after the start', () => {
    expect(errorsOf(filled({ endAt: '2030-07-15T19:00' }))).toEqual({ endAt: 'endBeforeStart' });
    expect(errorsOf(filled({ endAt: '2030-07-15T20:00' }))).toEqual({ endAt: 'endBeforeStart' });
  });

  it('wants a known timezone', () => {
    expect(errorsOf(filled({ timezone: 'Mars/Olympus' }))).toMatchObject({ timezone: 'invalidTimezone' });
  });

  it('wants an event type (Free, Paid or Donate)', () => {
    expect(errorsOf(filled({ type: '' }))).toEqual({ type: 'roomTypeRequired' });
  });

  it('allows at most 5 tags, each of letters, digits, underscores and dashes, none twice', () => {
    expect(errorsOf(filled({ tags: 'a, b, c, d, e, f' }))).toEqual({ tags: 'tooManyTags' });
    expect(errorsOf(filled({ tags: 'rock & roll' }))).toEqual({ tags: 'tagCharacters' });
    expect(errorsOf(filled({ tags: 'Jazz, jazz' }))).toEqual({ tags: 'duplicateTag' });
  });

  it('reports every field at fault at once', () => {
    expect(Object.keys(errorsOf(filled({ title: '', tags: 'a b', endAt: '2030-01-01T00:00' })))).toEqual([
      'title',
      'endAt',
      'tags',
    ]);
  });
});
