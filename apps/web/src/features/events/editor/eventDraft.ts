import type { EventFullView } from '@limelight/protocol';
import { generalFormOf, type GeneralFormValues } from './generalForm.ts';
import { tierRowsOf, type TierRow } from './tierForm.ts';

/**
 * The create wizard's draft, kept in localStorage under a `draft:` key: a logout removes every such key
 * (spec 000 §4 "cached create-event drafts"). Once the event exists on the server, `eventId` names it and
 * the draft goes on resuming the wizard there.
 */
export interface EventDraft {
  eventId: string | null;
  /** The wizard step the host was on. */
  step: number;
  general: GeneralFormValues;
  tiers: TierRow[];
}

/** The key of the wizard's draft; one new event is drafted at a time per browser. */
export const newEventDraftKey = 'draft:event:new';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasStringValues = (value: unknown, keys: readonly string[]) =>
  isRecord(value) && keys.every((key) => typeof value[key] === 'string');

const generalKeys: ReadonlyArray<keyof GeneralFormValues> = [
  'title',
  'description',
  'timezone',
  'startAt',
  'endAt',
  'type',
  'visibility',
  'ageRestriction',
  'tags',
];
const tierKeys: ReadonlyArray<keyof TierRow> = ['key', 'type', 'price', 'min', 'max', 'total'];

function isEventDraft(value: unknown): value is EventDraft {
  return (
    isRecord(value) &&
    (value.eventId === null || typeof value.eventId === 'string') &&
    typeof value.step === 'number' &&
    hasStringValues(value.general, generalKeys) &&
    Array.isArray(value.tiers) &&
    value.tiers.every((tier) => hasStringValues(tier, tierKeys))
  );
}

/** The stored draft, or null when there is none or it cannot be read (another version wrote it, say). */
export function readEventDraft(storage: Storage, key: string): EventDraft | null {
  try {
    const draft: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return isEventDraft(draft) ? draft : null;
  } catch {
    return null;
  }
}

/** Stores the draft; a full storage only costs the draft, never the page. */
export function writeEventDraft(storage: Storage, key: string, draft: EventDraft): void {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch (error) {
    console.warn('The event draft could not be stored', error);
  }
}

/** Forgets the draft (published, deleted or started over). */
export function removeEventDraft(storage: Storage, key: string): void {
  storage.removeItem(key);
}

/** A draft that resumes an event already on the server, past General (its fields are saved there). */
export function draftOfEvent(event: EventFullView): EventDraft {
  return { eventId: event.id, step: 1, general: generalFormOf(event), tiers: tierRowsOf(event.tiers) };
}
