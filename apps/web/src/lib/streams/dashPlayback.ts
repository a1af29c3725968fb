/** A DASH source attached to a video element by Shaka Player. */
export interface DashPlayback {
  destroy: () => void;
}

/**
 * Attaches the MPD at `manifestUrl` to `video` with Shaka Player's DASH-only build (loaded here, only when
 * an event has an MPD content: 197 KB gzipped, never in the first load; docs/decisions/event-contents.md).
 * `onFatal` reports a manifest that cannot play or a browser without Media Source Extensions.
 */
export async function attachDash(
  video: HTMLVideoElement,
  manifestUrl: string,
  onFatal: () => void,
): Promise<DashPlayback> {
  const { default: shaka } = await import('shaka-player/dist/shaka-player.dash.js');
  shaka.polyfill.installAll();
  if (!shaka.Player.isBrowserSupported()) {
    onFatal();
    return { destroy: () => {} };
  }
  const player = new shaka.Player();
  player.addEventListener('error', (event) => {
    const { detail } = event as CustomEvent<{ severity: number }>;
    if (detail.severity === shaka.util.Error.Severity.CRITICAL) onFatal();
  });
  await player.attach(video);
  // A refused load is also reported through the error event; the promise's rejection is that same error.
  player.load(manifestUrl).catch(onFatal);
  return { destroy: () => void player.destroy() };
}
