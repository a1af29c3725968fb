import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { eventPriceText, eventTimeRangeText, eventTimeText } from './eventDisplay.ts';

const t = ((key: string) => key) as unknown as TFunction;
const zone = 'America/New_York';
/** Intl puts thin and narrow no-break spaces around the dash and before AM; plain spaces read the same. */
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

describe('event times name their zone and give a shared date once', () => {
  it('one day: the date once, then both times and the zone', () => {
    expect(plain(eventTimeRangeText('2026-12-05T06:30:00Z', '2026-12-05T10:00:00Z', 'en', t, zone))).toBe(
      'Dec 5, 2026, 1:30 – 5:00 AM EST',
    );
  });

  it('two days: each date with its time', () => {
    expect(plain(eventTimeRangeText('2026-12-05T06:30:00Z', '2026-12-06T10:00:00Z', 'en', t, zone))).toBe(
      'Dec 5, 2026, 1:30 AM EST – Dec 6, 2026, 5:00 AM EST',
    );
  });

  it('a start without an end, and no start at all', () => {
    expect(eventTimeRangeText('2026-07-05T16:00:00Z', null, 'fr', t, 'Europe/Paris')).toBe(
      eventTimeText('2026-07-05T16:00:00Z', 'fr', t, 'Europe/Paris'),
    );
    expect(eventTimeText('2026-07-05T16:00:00Z', 'en', t, 'Europe/Paris')).toMatch(/GMT\+2|CEST/);
    expect(eventTimeRangeText(null, null, 'en', t)).toBe('events.state.tba');
  });
});

describe('event prices say what they are', () => {
  it('free, pay what you want, a price, to be announced', () => {
    expect(eventPriceText(0, t, 'Free')).toBe('events.free');
    expect(eventPriceText(0, t, 'Donate')).toBe('events.payWhatYouWant');
    expect(eventPriceText(12.5, t, 'Paid')).toBe('$12.50');
    expect(eventPriceText(null, t, 'Paid')).toBe('events.priceTbd');
  });
});
