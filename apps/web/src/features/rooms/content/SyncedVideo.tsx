import type { SyncPlayback } from '@limelight/protocol';
import { Volume2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import type { PlaybackChange } from './contentApi.ts';
import { DriftPolicy } from './driftCorrection.ts';
import { SyncBadge } from './SyncBadge.tsx';
import { usePlayerSync, type SyncedPlayer } from './usePlayerSync.ts';

/** What the page itself last asked of the video, so that its own events are not taken for the user's. */
interface Commanded {
  seekTo: number | null;
  playing: boolean | null;
}

/** An HTML5 video as a synced player; a play the browser refuses with sound is tried again muted. */
function videoPlayer(
  video: HTMLVideoElement,
  commanded: Commanded,
  onMutedByBrowser: () => void,
): SyncedPlayer {
  const start = () => video.play();
  return {
    read: () =>
      video.readyState >= HTMLMediaElement.HAVE_METADATA
        ? { currentTime: video.currentTime, paused: video.paused }
        : null,
    seek: (seconds) => {
      commanded.seekTo = seconds;
      video.currentTime = seconds;
    },
    setRate: (rate) => {
      if (video.playbackRate !== rate) video.playbackRate = rate;
    },
    play: () => {
      commanded.playing = true;
      start().catch((error: unknown) => {
        // Autoplay with sound needs a gesture: play muted, and offer the sound.
        if (!(error instanceof DOMException) || error.name !== 'NotAllowedError' || video.muted) return;
        video.muted = true;
        onMutedByBrowser();
        start().catch(() => undefined);
      });
    },
    pause: () => {
      commanded.playing = false;
      video.pause();
    },
  };
}

const finite = (value: number) => (Number.isFinite(value) ? value : undefined);

interface SyncedVideoProps {
  src: string;
  name: string;
  playback: SyncPlayback;
  serverNow: () => number;
  /** A moderator's player: its play, pause and seek move everyone's (POST /api/sync/v2/play). */
  onPlayback?: (change: PlaybackChange) => void;
  /** control: the moderators drive everyone's player; viewers cannot leave the room's playback. */
  driven: boolean;
}

/** How long a moderator's own move may wait for its playV2 before the room's playback is followed again (ms). */
const ownMoveHoldMs = 3000;

/**
 * The shared video, in sync with the room: it starts where the room is (a late joiner too) and is corrected
 * against the server clock. A moderator's moves go to everyone; a viewer may step out of sync only while
 * the moderators do not drive the players, and step back in.
 */
export function SyncedVideo({ src, name, playback, serverNow, onPlayback, driven }: SyncedVideoProps) {
  const { t } = useTranslation();
  const commanded = useRef<Commanded>({ seekTo: null, playing: null });
  const videoElement = useRef<HTMLVideoElement | null>(null);
  const [player, setPlayer] = useState<SyncedPlayer | null>(null);
  const [mutedByBrowser, setMutedByBrowser] = useState(false);
  // The room's playback when a moderator moved this player, until the move's playV2 changes it.
  const [movedAt, setMovedAt] = useState<SyncPlayback | null>(null);
  // The room's playback when a viewer stepped out of it, until it changes (a moderator's move, a resync).
  const [leftAt, setLeftAt] = useState<SyncPlayback | null>(null);
  const videoRef = useCallback((video: HTMLVideoElement | null) => {
    videoElement.current = video;
    setPlayer(video && videoPlayer(video, commanded.current, () => setMutedByBrowser(true)));
  }, []);

  const awaitingOwnMove = movedAt === playback;
  const isFree = leftAt === playback && !driven;
  useEffect(() => {
    if (!awaitingOwnMove) return;
    const timer = setTimeout(() => setMovedAt(null), ownMoveHoldMs);
    return () => clearTimeout(timer);
  }, [awaitingOwnMove]);

  const following = !awaitingOwnMove && !isFree;
  const driftMs = usePlayerSync(player, playback, serverNow, following);

  /** A move the user made on this player (not one the page made). */
  const userMoved = (video: HTMLVideoElement, change: PlaybackChange) => {
    if (onPlayback) {
      setMovedAt(playback);
      onPlayback({ time: video.currentTime, duration: finite(video.duration), ...change });
    } else if (!driven) setLeftAt(playback);
  };
  // By the event, not by `paused` now: a check may have paused the video since the user played it.
  const onPlayOrPause = (video: HTMLVideoElement, playing: boolean) => {
    if (commanded.current.playing === playing) commanded.current.playing = null;
    else if (playing !== playback.isPlaying && !video.ended) userMoved(video, { isPlaying: playing });
  };
  const onSeeked = (video: HTMLVideoElement) => {
    const target = commanded.current.seekTo;
    commanded.current.seekTo = null;
    if (target !== null && Math.abs(video.currentTime - target) < DriftPolicy.seekAboveSeconds) return;
    userMoved(video, { time: video.currentTime });
  };

  return (
    <div className="flex size-full flex-col gap-2">
      <div className="relative min-h-0 flex-1">
        <video
          ref={videoRef}
          src={src}
          aria-label={name}
          playsInline
          preload="auto"
          controls={onPlayback !== undefined || !driven}
          className="size-full bg-black object-contain"
          onPlay={(event) => onPlayOrPause(event.currentTarget, true)}
          onPause={(event) => onPlayOrPause(event.currentTarget, false)}
          onSeeked={(event) => onSeeked(event.currentTarget)}
        />
        {mutedByBrowser && (
          <Button
            size="sm"
            variant="secondary"
            className="absolute top-2 left-2"
            onClick={() => {
              if (videoElement.current) videoElement.current.muted = false;
              setMutedByBrowser(false);
            }}
          >
            <Volume2 className="size-4" aria-hidden="true" />
            {t('roomContent.turnSoundOn')}
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SyncBadge driftMs={driftMs} />
        {isFree && (
          <Button size="sm" variant="secondary" onClick={() => setLeftAt(null)}>
            {t('roomContent.backInSync')}
          </Button>
        )}
      </div>
    </div>
  );
}
