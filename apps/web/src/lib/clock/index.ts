// The page's clock: the current time, renewed while a component shows it; wall times in a time zone.
export { useNow } from './useNow.ts';
export { useDebouncedValue } from './useDebouncedValue.ts';
export { browserTimeZone, isoToZonedWallTime, zonedWallTimeToIso } from './zonedTime.ts';
export { formatClockDuration } from './clockDuration.ts';
