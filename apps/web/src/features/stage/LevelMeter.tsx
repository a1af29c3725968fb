import { useEffect, useState } from 'react';
import { AudioLevelMeter } from '../../lib/media/index.ts';

/** The microphone's level as a meter bar, read on each animation frame while the stream lives. */
export function LevelMeter({ stream, label }: { stream: MediaStream | null; label: string }) {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (stream === null || stream.getAudioTracks().length === 0) return;
    const meter = new AudioLevelMeter(stream);
    let frame = requestAnimationFrame(function read() {
      setLevel(meter.level());
      frame = requestAnimationFrame(read);
    });
    return () => {
      cancelAnimationFrame(frame);
      meter.close();
    };
  }, [stream]);
  // Speech sits far below full scale: the bar is scaled so that talking fills most of it.
  const percent = Math.round(Math.min(1, level * 4) * 100);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-surface-muted"
    >
      <div className="h-full bg-success transition-[width] duration-75" style={{ width: `${percent}%` }} />
    </div>
  );
}
