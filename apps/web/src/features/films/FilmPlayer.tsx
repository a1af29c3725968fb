import type { Film, FilmPlayback } from '@limelight/protocol';
import { Captions, Keyboard } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { attachHls, type HlsPlayback, type QualityLevel } from '../../lib/streams/index.ts';
import { playerActionOf, seekStepS, type PlayerAction } from './playerKeys.ts';
import { useFilmProgress } from './useFilmProgress.ts';

/** Shows the first caption track, or hides them all. */
function toggleCaptions(video: HTMLVideoElement): boolean {
  const tracks = Array.from(video.textTracks);
  const isShowing = tracks.some((track) => track.mode === 'showing');
  tracks.forEach((track, index) => {
    track.mode = !isShowing && index === 0 ? 'showing' : 'disabled';
  });
  return !isShowing;
}

function runAction(action: PlayerAction, video: HTMLVideoElement, frame: HTMLElement): void {
  switch (action) {
    case 'togglePlay':
      if (video.paused) void video.play().catch(() => {});
      else video.pause();
      return;
    case 'back':
      video.currentTime = Math.max(0, video.currentTime - seekStepS);
      return;
    case 'forward':
      video.currentTime = Math.min(video.duration || Infinity, video.currentTime + seekStepS);
      return;
    case 'mute':
      video.muted = !video.muted;
      return;
    case 'fullscreen':
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      else void frame.requestFullscreen?.().catch(() => {});
      return;
    case 'captions':
      toggleCaptions(video);
  }
}

interface FilmPlayerProps {
  film: Pick<Film, 'filmId' | 'title' | 'posterUrl'>;
  playback: FilmPlayback;
}

/**
 * spec 000 §2 `/movie/:id/play`: the film's HLS ladder with a quality menu (Auto and each height), captions
 * (WebVTT tracks), the keyboard of docs/decisions/films-web.md, and resume where the viewer stopped.
 */
export function FilmPlayer({ film, playback }: FilmPlayerProps) {
  const { t } = useTranslation();
  const keysId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<HlsPlayback | null>(null);
  const [levels, setLevels] = useState<readonly QualityLevel[]>([]);
  const [chosenLevel, setChosenLevel] = useState(-1);
  const [isCaptionsOn, setIsCaptionsOn] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  useFilmProgress(videoRef, film.filmId, playback.resumeAtS);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let isCurrent = true;
    let attached: HlsPlayback | undefined;
    void attachHls(
      video,
      playback.playlistUrl,
      (next) => isCurrent && setLevels(next),
      () => isCurrent && setHasFailed(true),
    ).then((playbackOfHls) => {
      if (isCurrent) hlsRef.current = attached = playbackOfHls;
      else playbackOfHls.destroy();
    });
    return () => {
      isCurrent = false;
      attached?.destroy();
      hlsRef.current = null;
    };
  }, [playback.playlistUrl]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const video = videoRef.current;
    const action = playerActionOf(event, event.target);
    if (!video || !frameRef.current || action === undefined) return;
    event.preventDefault();
    runAction(action, video, frameRef.current);
    if (action === 'captions')
      setIsCaptionsOn(Array.from(video.textTracks).some((track) => track.mode === 'showing'));
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={frameRef}
        role="group"
        aria-label={t('films.player.label', { title: film.title })}
        aria-describedby={keysId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className={joinClassNames('overflow-hidden rounded-lg bg-black', focusRingClassName)}
      >
        <video
          ref={videoRef}
          data-testid="film-video"
          controls
          playsInline
          poster={film.posterUrl ?? undefined}
          className="aspect-video w-full"
        >
          {playback.captions.map((caption) => (
            <track
              key={caption.lang}
              kind="subtitles"
              src={caption.url}
              srcLang={caption.lang}
              label={caption.label}
            />
          ))}
        </video>
      </div>
      {hasFailed && <FormAlert message={t('films.player.failed')} />}
      <div className="flex flex-wrap items-end gap-3">
        {levels.length > 0 && (
          <SelectField
            label={t('films.player.quality')}
            value={String(chosenLevel)}
            onChange={(event) => {
              const index = Number(event.target.value);
              hlsRef.current?.chooseLevel(index);
              setChosenLevel(index);
            }}
            options={[
              { value: '-1', label: t('films.player.auto') },
              ...levels.map((level) => ({ value: String(level.index), label: `${level.height}p` })),
            ]}
          />
        )}
        {playback.captions.length > 0 && (
          <Button
            variant="secondary"
            aria-pressed={isCaptionsOn}
            onClick={() => videoRef.current && setIsCaptionsOn(toggleCaptions(videoRef.current))}
          >
            <Captions className="size-4" aria-hidden="true" />
            {t('films.player.captions')}
          </Button>
        )}
        <p id={keysId} className="flex items-center gap-2 text-sm text-fg-muted">
          <Keyboard className="size-4 shrink-0" aria-hidden="true" />
          {t('films.player.keys')}
        </p>
      </div>
    </div>
  );
}
