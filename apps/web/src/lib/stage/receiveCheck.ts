import { Stage } from '@limelight/protocol';
import { realTimers, type Timers } from './scheduling.ts';

/** The decoded-frame count of a connection's incoming video, or null when it receives no video. */
export async function framesDecodedOf(pc: Pick<RTCPeerConnection, 'getStats'>): Promise<number | null> {
  const report = await pc.getStats();
  let frames: number | null = null;
  report.forEach((entry: { type?: string; kind?: string; framesDecoded?: number }) => {
    if (entry.type === 'inbound-rtp' && entry.kind === 'video')
      frames = (frames ?? 0) + (entry.framesDecoded ?? 0);
  });
  return frames;
}

/**
 * Whether the video signal is fine: frames were decoded since the last look. A connection without video
 * (a microphone alone) is fine.
 */
export function isVideoSignalOk(previous: number | null, current: number | null): boolean {
  if (current === null) return true;
  return current > (previous ?? 0);
}

/**
 * The video receive check (spec 001 §4, §9: every 1100 ms): reads the decoded frames and reports whether
 * they moved. Answers the stop function.
 */
export function startVideoReceiveCheck(
  pc: Pick<RTCPeerConnection, 'getStats'>,
  onSignal: (isSignalOk: boolean) => void,
  timers: Timers = realTimers,
  intervalMs: number = Stage.videoReceiveCheckMs,
): () => void {
  let previous: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isStopped = false;
  const check = async () => {
    const current = await framesDecodedOf(pc).catch(() => previous);
    if (isStopped) return;
    onSignal(isVideoSignalOk(previous, current));
    previous = current;
    timer = timers.setTimeout(() => void check(), intervalMs);
  };
  timer = timers.setTimeout(() => void check(), intervalMs);
  return () => {
    isStopped = true;
    if (timer !== undefined) timers.clearTimeout(timer);
  };
}
