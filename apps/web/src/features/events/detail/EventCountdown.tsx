import { secondsToLive } from '@limelight/protocol';
import { Timer } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownClock, countdownParts } from '../countdown.ts';
import { useNow } from '../../../lib/clock/index.ts';

interface EventCountdownProps {
  startAt: string;
  /** Called once the start is reached, so that the page can show the live state. */
  onStart: () => void;
}

/**
 * The countdown to the start (spec 000 §2 event detail). It ticks every second, so it is a timer whose live
 * region is off: assistive technology reads it when asked, not at every tick.
 */
export function EventCountdown({ startAt, onStart }: EventCountdownProps) {
  const { t } = useTranslation();
  const seconds = secondsToLive(startAt, useNow(1_000)) ?? 0;
  const hasStarted = seconds === 0;
  useEffect(() => {
    if (hasStarted) onStart();
  }, [hasStarted, onStart]);

  const parts = countdownParts(seconds);
  const clock = countdownClock(parts);
  return (
    <div className="flex items-center gap-3 rounded-lg bg-accent-soft px-4 py-3">
      <Timer className="size-5 shrink-0 text-accent" aria-hidden="true" />
      <div>
        <p className="text-sm text-fg-muted">{t('eventDetail.startsIn')}</p>
        <p role="timer" aria-live="off" className="font-mono text-xl font-semibold tabular-nums">
          {parts.days > 0 ? t('eventDetail.countdownWithDays', { days: parts.days, clock }) : clock}
        </p>
      </div>
    </div>
  );
}
