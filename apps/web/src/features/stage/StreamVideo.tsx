import { useEffect, useRef } from 'react';
import { joinClassNames } from '../../ui/classNames.ts';

interface StreamVideoProps {
  stream: MediaStream | null;
  /** What the video shows, for assistive technology. */
  label: string;
  /** One's own camera: muted (no echo) and mirrored. */
  isLocal?: boolean;
  className?: string;
}

/** A video element playing a MediaStream (a camera preview, an echo, a stage stream). */
export function StreamVideo({ stream, label, isLocal = false, className }: StreamVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (element === null || element.srcObject === stream) return;
    element.srcObject = stream;
    // Autoplay may be refused until the person interacts; the stream still flows and decodes.
    if (stream) element.play().catch(() => undefined);
  }, [stream]);
  return (
    <video
      ref={video}
      aria-label={label}
      // What a moderator's recording composites (features/recordings).
      data-recording-source=""
      autoPlay
      playsInline
      muted={isLocal}
      className={joinClassNames(
        'aspect-video w-full rounded-lg bg-black object-cover',
        isLocal && '-scale-x-100',
        className,
      )}
    />
  );
}
