import { useEffect, useState } from 'react';

/** Whole seconds counting down to 0 once started (slow mode's wait); starting again restarts it. */
export function useCountdown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) setEndsAt(null);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  const start = (seconds: number) => {
    const time = Date.now();
    setNow(time);
    setEndsAt(seconds > 0 ? time + seconds * 1000 : null);
  };
  return [secondsLeft, start];
}
