import {
  EventTypes,
  EventVisibilities,
  fail,
  pass,
  validateDescription,
  validateRoomOrEventName,
  validateTags,
  validateTimezone,
  type EventFieldsInput,
  type EventFullView,
  type EventType,
  type EventVisibility,
  type Validation,
} from '@limelight/protocol';
import { validateForm, type AnswerFieldMapping, type FormErrors } from '../../../lib/forms/index.ts';
import { browserTimeZone, isoToZonedWallTime, zonedWallTimeToIso } from '../../../lib/clock/index.ts';

/** The General step (wizard) and tab (editor), as its inputs hold it. */
export interface GeneralFormValues {
  title: string;
  description: string;
  timezone: string;
  /** Wall-clock `YYYY-MM-DDTHH:mm` in `timezone`; empty means "to be announced" (spec 000 §4 tba). */
  startAt: string;
  endAt: string;
  type: string;
  visibility: string;
  /** Whole years; '0' means none (spec 000 §3). */
  ageRestriction: string;
  /** Comma-separated. */
  tags: string;
}

/** The event fields the General form saves. */
export type GeneralFields = Required<
  Pick<
    EventFieldsInput,
    | 'title'
    | 'description'
    | 'timezone'
    | 'startAt'
    | 'endAt'
    | 'type'
    | 'visibility'
    | 'ageRestriction'
    | 'tags'
  >
>;

export type GeneralFormResult =
  { ok: true; fields: GeneralFields } | { ok: false; errors: FormErrors<keyof GeneralFormValues> };

/** The age restrictions the editor offers; 0 is none, 13 and 18 the spec's age settings (spec 000 §9). */
export const ageRestrictionChoices = [0, 13, 16, 18, 21] as const;

/** An empty General form for a new event, in the browser's timezone. */
export function emptyGeneralForm(): GeneralFormValues {
  return {
    title: '',
    description: '',
    timezone: browserTimeZone(),
    startAt: '',
    endAt: '',
    type: 'Free',
    visibility: 'public',
    ageRestriction: '0',
    tags: '',
  };
}

/** The General form filled from a saved event, times shown in the event's own timezone. */
export function generalFormOf(event: EventFullView): GeneralFormValues {
  return {
    title: event.title,
    description: event.description,
    timezone: event.timezone,
    startAt: isoToZonedWallTime(event.startAt, event.timezone),
    endAt: isoToZonedWallTime(event.endAt, event.timezone),
    type: event.type,
    visibility: event.visibility,
    ageRestriction: String(event.ageRestriction),
    tags: event.tags.join(', '),
  };
}

const isEventType = (text: string): text is EventType => (EventTypes as readonly string[]).includes(text);
const isVisibility = (text: string): text is EventVisibility =>
  (EventVisibilities as readonly string[]).includes(text);

function validateInstant(wallTime: string, timezone: string): Validation<string | null> {
  if (wallTime === '') return pass(null);
  const instant = zonedWallTimeToIso(wallTime, timezone);
  return instant === undefined ? fail('fieldRequired') : pass(instant);
}

/** Tags typed as one comma-separated line; empty pieces are dropped. */
export function tagsOf(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/**
 * spec 000 §5 for the General step: the title holds only letters, digits, '_', '-' and spaces (at most 100);
 * the description at most 500 characters; a known timezone; the end after the start; a type chosen; at most
 * 5 tags of letters, digits, '_' and '-' without duplicates. Every field at fault is reported at once.
 */
export function validateGeneralForm(values: GeneralFormValues): GeneralFormResult {
  const timezone = validateTimezone(values.timezone);
  const zone = timezone.ok ? timezone.value : 'UTC';
  const startAt = validateInstant(values.startAt, zone);
  const endAt = validateInstant(values.endAt, zone);
  const endsAfterStart =
    startAt.ok && endAt.ok && startAt.value !== null && endAt.value !== null
      ? Date.parse(endAt.value) > Date.parse(startAt.value)
      : true;
  const ageRestriction = Number(values.ageRestriction);
  const result = validateForm({
    title: validateRoomOrEventName(values.title),
    description: validateDescription(values.description),
    timezone,
    startAt,
    endAt: endsAfterStart ? endAt : fail('endBeforeStart'),
    type: isEventType(values.type) ? pass(values.type) : fail('roomTypeRequired'),
    visibility: isVisibility(values.visibility) ? pass(values.visibility) : fail('fieldRequired'),
    ageRestriction:
      Number.isInteger(ageRestriction) && ageRestriction >= 0 ? pass(ageRestriction) : fail('fieldRequired'),
    tags: validateTags(tagsOf(values.tags)),
  });
  return result.ok ? { ok: true, fields: result.values } : result;
}

/** Where the server's refusals of create and update belong in the General form (same names both sides). */
export const generalAnswerMapping: AnswerFieldMapping<keyof GeneralFormValues> = {
  byPath: {
    title: 'title',
    description: 'description',
    timezone: 'timezone',
    startAt: 'startAt',
    endAt: 'endAt',
    type: 'type',
    visibility: 'visibility',
    ageRestriction: 'ageRestriction',
    tags: 'tags',
  },
};
