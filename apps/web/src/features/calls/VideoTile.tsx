import { useEffect, useRef } from 'react';

/** One person of the call: their video, or what they are doing until it arrives (ringing, connecting). */
export function VideoTile({
  name,
  stream,
  isSelf,
  status,
}: {
  name: string;
  stream: MediaStream | undefined;
  isSelf: boolean;
  status: string;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (videoRef.current) videoRef.current.srcObject = stream ?? null;
  }, [stream]);
  return (
    <figure
      aria-label={name}
      className="relative flex aspect-video items-center justify-center overflow-hidden rounded-lg bg-black"
    >
      <video
        ref={videoRef}
        autoPlay
        playsInline
        muted={isSelf}
        className={stream ? 'size-full object-cover' : 'hidden'}
      />
      {!stream && <span className="text-sm text-white">{status}</span>}
      <figcaption className="absolute bottom-1 left-2 text-xs text-white drop-shadow">{name}</figcaption>
    </figure>
  );
}
