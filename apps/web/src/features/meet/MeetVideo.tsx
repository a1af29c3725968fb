import { useEffect, useRef } from 'react';
import { joinClassNames } from '../../ui/classNames.ts';

interface MeetVideoProps {
  stream: MediaStream | null;
  label: string;
  /** One's own preview: muted, so that one does not hear oneself. */
  isOwn?: boolean;
  /** Blurred until both pressed "show" (docs/decisions/meet.md). */
  isBlurred: boolean;
  /** The video shows its stream's first frame (each new stream's). */
  onFirstFrame?: () => void;
}

/** A video tile of the meet: one's own preview or the stranger. */
export function MeetVideo({ stream, label, isOwn = false, isBlurred, onFirstFrame }: MeetVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream]);
  return (
    <figure className="relative aspect-video overflow-hidden rounded-lg bg-black">
      <video
        ref={videoRef}
        aria-label={label}
        autoPlay
        playsInline
        muted={isOwn}
        // loadeddata: the current frame is available, i.e. the first decoded frame of a new srcObject.
        onLoadedData={onFirstFrame}
        className={joinClassNames(
          'h-full w-full object-cover transition-[filter]',
          isBlurred && 'blur-2xl',
          isOwn && '-scale-x-100',
        )}
      />
      <figcaption className="absolute bottom-2 left-2 rounded bg-black/60 px-2 py-0.5 text-xs text-white">
        {label}
      </figcaption>
    </figure>
  );
}
