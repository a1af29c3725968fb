/** When an event is relative to now (spec 000 §4). */
export type EventTimeState = 'tba' | 'upcoming' | 'live' | 'past';

/** List states of events on the wire: upcoming=1, live=2, past=3 (spec 000 §4, spec 001 §9). */
export const EventListState = { upcoming: 1, live: 2, past: 3 } as const;
/** One event list state. */
export type EventListState = (typeof EventListState)[keyof typeof EventListState];

/** A moment as the server holds it (Date) or as the wire carries it (ISO-8601). */
export type Instant = Date | string | null | undefined;

// An absent or unparsable instant is NaN, which every comparison treats as "not set".
const millisecondsOf = (instant: Instant): number =>
  instant == null ? Number.NaN : instant instanceof Date ? instant.getTime() : Date.parse(instant);

/**
 * spec 000 §4: no start is tba; before the start upcoming; from the start to the end, both included, live;
 * after the end past. An event without an end stays live once started.
 */
export function eventTimeState(startAt: Instant, endAt: Instant, now: Date): EventTimeState {
  const start = millisecondsOf(startAt);
  if (Number.isNaN(start)) return 'tba';
  const at = now.getTime();
  if (at < start) return 'upcoming';
  const end = millisecondsOf(endAt);
  return at > end ? 'past' : 'live';
}

/** The list state of a time state; a tba event is listed with the upcoming ones. */
export function listStateOf(state: EventTimeState): EventListState {
  return state === 'live'
    ? EventListState.live
    : state === 'past'
      ? EventListState.past
      : EventListState.upcoming;
}

/** spec 000 §3 `secondsTolive`: whole seconds until the start, rounded up; 0 once started, null when tba. */
export function secondsToLive(startAt: Instant, now: Date): number | null {
  const start = millisecondsOf(startAt);
  if (Number.isNaN(start)) return null;
  return Math.max(0, Math.ceil((start - now.getTime()) / 1000));
}

/**
 * How the pages write an event's start and end: date, time and the zone's short name ("Dec 5, 2026, 1:30
 * AM EST"), since a time means little without its zone. The web app and the server's first paint share it.
 */
export const eventTimeFormat = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
} as const satisfies Intl.DateTimeFormatOptions;
