import { formatPrice, type EventTimeState } from '@limelight/protocol';
import type { TFunction } from 'i18next';

/**
 * An event's price as cards and the detail page show it (spec 000 §5: USD with $): 'Free' at 0, 'Price to be
 * announced' while no tier is set.
 */
export function eventPriceText(price: number | null, t: TFunction): string {
  if (price === null) return t('events.priceTbd');
  return price === 0 ? t('events.free') : formatPrice(Math.round(price * 100));
}

/** A start or end in the interface language and the viewer's own timezone; 'TBA' without one. */
export function eventTimeText(iso: string | null, language: string, t: TFunction): string {
  if (iso === null) return t('events.state.tba');
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** spec 000 §4 tab states of the time status: coming soon, live, ended, TBA. */
export const timeStateLabelKey = {
  upcoming: 'events.state.upcoming',
  live: 'events.state.live',
  past: 'events.state.past',
  tba: 'events.state.tba',
} as const satisfies Record<EventTimeState, string>;
