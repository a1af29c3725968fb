import { Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClockDuration } from '../../lib/clock/index.ts';
import { Button } from '../../ui/Button.tsx';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';
import { toast } from '../../ui/toastStore.ts';

interface ReplayTimelineProps {
  positionMs: number;
  durationMs: number;
  isPlaying: boolean;
  /** While a seek waits for its answer. */
  isSeeking: boolean;
  /** Moderators seek (spec 001 §4); others see the slider, and the refusal when they try. */
  canSeek: boolean;
  onPlay: () => void;
  onPause: () => void;
  onSeek: (toMs: number) => void;
}

const secondsOf = (ms: number) => Math.floor(ms / 1000);

/**
 * The replay's timeline: play/pause, elapsed/total and the seek slider. The slider follows the play head;
 * a moderator's drag seeks once, where it is let go (keys and clicks seek at once). For anyone else the
 * slider is marked disabled yet stays focusable, and a try shows the spec's refusal (spec 001 §8).
 */
export function ReplayTimeline({
  positionMs,
  durationMs,
  isPlaying,
  isSeeking,
  canSeek,
  onPlay,
  onPause,
  onSeek,
}: ReplayTimelineProps) {
  const { t } = useTranslation();
  const [draggedTo, setDraggedTo] = useState<number | null>(null);
  const isDragging = useRef(false);
  const hasRefused = useRef(false);
  const shownSeconds = draggedTo ?? secondsOf(positionMs);
  const elapsed = formatClockDuration(shownSeconds);
  const total = formatClockDuration(secondsOf(durationMs));

  const refuse = () => {
    // Once per gesture: a drag sends many changes.
    if (hasRefused.current) return;
    hasRefused.current = true;
    toast.error(t('messages.seekNotAllowed'));
  };
  const endGesture = () => {
    hasRefused.current = false;
    isDragging.current = false;
    if (draggedTo !== null && canSeek) onSeek(draggedTo * 1000);
    setDraggedTo(null);
  };

  return (
    <div
      role="group"
      aria-label={t('replays.timeline')}
      className="flex flex-wrap items-center gap-3 border-y border-border px-3 py-2"
    >
      <Button
        size="sm"
        variant="secondary"
        onClick={isPlaying ? onPause : onPlay}
        aria-label={isPlaying ? t('replays.pause') : t('replays.play')}
      >
        {isPlaying ? (
          <Pause className="size-4" aria-hidden="true" />
        ) : (
          <Play className="size-4" aria-hidden="true" />
        )}
      </Button>
      <p className="text-sm tabular-nums" aria-live="off">
        <span className="sr-only">{t('replays.elapsed')} </span>
        {elapsed} / {total}
      </p>
      <input
        type="range"
        min={0}
        max={Math.max(0, secondsOf(durationMs))}
        step={1}
        value={shownSeconds}
        aria-label={t('replays.seek')}
        aria-valuetext={t('replays.position', { elapsed, total })}
        aria-disabled={!canSeek || undefined}
        aria-busy={isSeeking || undefined}
        onPointerDown={() => {
          isDragging.current = true;
        }}
        onPointerUp={endGesture}
        onPointerCancel={endGesture}
        onKeyUp={() => {
          hasRefused.current = false;
        }}
        onBlur={() => {
          hasRefused.current = false;
        }}
        onChange={(event) => {
          if (!canSeek) {
            refuse();
            return;
          }
          const seconds = Number(event.target.value);
          if (isDragging.current) setDraggedTo(seconds);
          else onSeek(seconds * 1000);
        }}
        className={joinClassNames(
          'h-2 min-w-40 flex-1 cursor-pointer accent-accent',
          !canSeek && 'cursor-not-allowed opacity-60',
          focusRingClassName,
        )}
      />
      {isSeeking && (
        <span role="status" className="text-sm text-fg-muted">
          {t('replays.seeking')}
        </span>
      )}
    </div>
  );
}
