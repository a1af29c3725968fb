import type { ReplayStream } from '@limelight/protocol';
import { useEffect, useRef } from 'react';
import { needsSeek, placementOf } from './recordedStreams.ts';

interface RecordedVideoProps {
  recording: ReplayStream;
  /** The play head (ms from the replay's start) and whether the timeline plays. */
  positionMs: number;
  isPlaying: boolean;
  label: string;
  /** The file could not be read (its signed address lapsed, say). */
  onFailed: () => void;
}

/**
 * One recorded stream on the replay's timeline: at the play head t it shows the file at t − its start
 * offset, hidden outside its span, playing and pausing with the timeline; moved back when it drifts. A play
 * the browser refuses with sound is tried again muted.
 */
export function RecordedVideo({ recording, positionMs, isPlaying, label, onFailed }: RecordedVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const placement = placementOf(recording, positionMs);
  useEffect(() => {
    const video = videoRef.current;
    if (video === null) return;
    if (!placement.isShown) {
      if (!video.paused) video.pause();
      return;
    }
    if (
      video.readyState >= HTMLMediaElement.HAVE_METADATA &&
      needsSeek(video.currentTime, placement.currentTime)
    )
      video.currentTime = placement.currentTime;
    if (isPlaying && video.paused)
      video.play().catch((error: unknown) => {
        if (!(error instanceof DOMException) || error.name !== 'NotAllowedError' || video.muted) return;
        video.muted = true;
        video.play().catch(() => undefined);
      });
    else if (!isPlaying && !video.paused) video.pause();
  });
  return (
    <video
      ref={videoRef}
      src={recording.url}
      aria-label={label}
      playsInline
      preload="auto"
      // The first placement may come before the metadata: the file starts where the timeline stands.
      onLoadedMetadata={(event) => {
        if (placement.isShown) event.currentTarget.currentTime = placement.currentTime;
      }}
      onError={onFailed}
      hidden={!placement.isShown}
      className="aspect-video w-full rounded-lg bg-black object-cover"
    />
  );
}
