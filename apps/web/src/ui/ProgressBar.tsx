import { joinClassNames } from './classNames.ts';

interface ProgressBarProps {
  /** Share done, 0 to 1. */
  value: number;
  label: string;
  /** `meter` for a level that goes up and down (a microphone), not a task's progress. */
  role?: 'progressbar' | 'meter';
  /** The filled part's colour and animation. */
  barClassName?: string;
}

/** A determinate progress bar (or level meter) that assistive technology reads as a percentage. */
export function ProgressBar({
  value,
  label,
  role = 'progressbar',
  barClassName = 'bg-accent transition-[width]',
}: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role={role}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-surface-muted"
    >
      <div className={joinClassNames('h-full', barClassName)} style={{ width: `${percent}%` }} />
    </div>
  );
}
