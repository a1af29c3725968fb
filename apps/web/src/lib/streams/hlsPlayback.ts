/** One rendition of the ladder the quality menu offers. */
export interface QualityLevel {
  /** hls.js's index of the level; -1 is Auto (hls.js chooses by bandwidth). */
  index: number;
  height: number;
}

/** An HLS source attached to a video element, by hls.js or by the browser itself. */
export interface HlsPlayback {
  /** The renditions, highest first; empty when the browser plays HLS itself (it chooses alone). */
  levels: readonly QualityLevel[];
  /** The level chosen in the menu: -1 for Auto. */
  chosenLevel: number;
  chooseLevel: (index: number) => void;
  destroy: () => void;
}

/** The HLS playlist's MIME type, which a browser that plays HLS itself (Safari on iOS) answers. */
const hlsMimeType = 'application/vnd.apple.mpegurl';

/**
 * Attaches `playlistUrl` to `video`. hls.js (loaded here, with the player, not before) plays it wherever
 * Media Source Extensions exist, so that the quality menu lists the ladder; a browser without them that
 * plays HLS itself (iOS Safari) gets the address as its source. `onFatal` reports a source that cannot play.
 */
export async function attachHls(
  video: HTMLVideoElement,
  playlistUrl: string,
  onLevels: (levels: readonly QualityLevel[]) => void,
  onFatal: () => void,
): Promise<HlsPlayback> {
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    if (video.canPlayType(hlsMimeType) === '') onFatal();
    video.src = playlistUrl;
    return {
      levels: [],
      chosenLevel: -1,
      chooseLevel: () => {},
      destroy: () => video.removeAttribute('src'),
    };
  }
  const hls = new Hls({ capLevelToPlayerSize: false });
  const playback: HlsPlayback = {
    levels: [],
    chosenLevel: -1,
    // The next segment comes from the chosen level; -1 gives the choice back to hls.js.
    chooseLevel: (index) => {
      playback.chosenLevel = index;
      hls.currentLevel = index;
    },
    destroy: () => hls.destroy(),
  };
  hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
    playback.levels = data.levels
      .map((level, index) => ({ index, height: level.height }))
      .sort((a, b) => b.height - a.height);
    onLevels(playback.levels);
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal();
  });
  hls.loadSource(playlistUrl);
  hls.attachMedia(video);
  return playback;
}
