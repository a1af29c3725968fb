/** A countdown to an event's start, split as it is shown: whole days, then hours, minutes and seconds. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const secondsPerDay = 86_400;

/** Splits whole seconds to go (spec 000 §3 `secondsTolive`) into days, hours, minutes and seconds. */
export function countdownParts(secondsToGo: number): CountdownParts {
  const total = Math.max(0, Math.floor(secondsToGo));
  return {
    days: Math.floor(total / secondsPerDay),
    hours: Math.floor((total % secondsPerDay) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The clock part of a countdown, `HH:MM:SS`; the days are shown before it in words of the interface language. */
export function countdownClock({ hours, minutes, seconds }: CountdownParts): string {
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`;
}
