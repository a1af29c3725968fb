import { useEffect, useState } from 'react';
import { AudioLevelMeter } from '../../lib/media/index.ts';
import { ProgressBar } from '../../ui/ProgressBar.tsx';

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
  return (
    <ProgressBar
      role="meter"
      value={level * 4}
      label={label}
      barClassName="bg-success transition-[width] duration-75"
    />
  );
}
