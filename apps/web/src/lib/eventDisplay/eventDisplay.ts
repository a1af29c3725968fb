import { eventTimeFormat, formatPrice, type EventTimeState, type EventType } from '@limelight/protocol';
import type { TFunction } from 'i18next';

/**
 * An event's price as cards and the detail page show it (spec 000 §5: USD with $): 'Free' at 0 ('Pay what
 * you want' for a donation event, whose entry is free but asks for a gift), 'Price to be announced' while
 * no tier is set.
 */
export function eventPriceText(price: number | null, t: TFunction, type?: EventType): string {
  if (price === null) return t('events.priceTbd');
  if (price > 0) return formatPrice(Math.round(price * 100));
  return type === 'Donate' ? t('events.payWhatYouWant') : t('events.free');
}

/**
 * A start or end in the interface language and the viewer's own time zone (or `timeZone`), with the zone
 * named; 'TBA' without one.
 */
export function eventTimeText(iso: string | null, language: string, t: TFunction, timeZone?: string): string {
  if (iso === null) return t('events.state.tba');
  return new Intl.DateTimeFormat(language, { ...eventTimeFormat, timeZone }).format(new Date(iso));
}

/**
 * From start to end as one range: the date once when both fall on the same day ("Dec 5, 2026, 1:30 – 5:00
 * AM EST"), the zone named; the start alone without an end, 'TBA' without a start.
 */
export function eventTimeRangeText(
  startIso: string | null,
  endIso: string | null,
  language: string,
  t: TFunction,
  timeZone?: string,
): string {
  if (startIso === null || endIso === null) return eventTimeText(startIso, language, t, timeZone);
  return new Intl.DateTimeFormat(language, { ...eventTimeFormat, timeZone }).formatRange(
    new Date(startIso),
    new Date(endIso),
  );
}

/** spec 000 §4 tab states of the time status: upcoming, live, ended, TBA. */
export const timeStateLabelKey = {
  upcoming: 'events.state.upcoming',
  live: 'events.state.live',
  past: 'events.state.past',
  tba: 'events.state.tba',
} as const satisfies Record<EventTimeState, string>;
