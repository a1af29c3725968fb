import { positionAt, type ContentItem, type SyncPlayback } from '@limelight/protocol';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import type { PlaybackChange } from './contentApi.ts';
import { displayOf } from './contentApps.ts';
import { LazyModelView } from './LazyModelView.tsx';
import { PdfView } from './PdfView.tsx';
import { SyncedVideo } from './SyncedVideo.tsx';

interface StageContentProps {
  item: ContentItem;
  playback: SyncPlayback;
  serverNow: () => number;
  /** For moderators: their moves go to everyone. */
  onPlayback?: (change: PlaybackChange) => void;
  driven: boolean;
}

const frameAllow = 'autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write';

/**
 * YouTube in its embed, started where the room is: the page may only run its own scripts (the
 * Content-Security-Policy), so the IFrame API cannot be loaded; each change of the room's playback
 * reloads the embed at the room's position instead of correcting it continuously.
 */
function YouTubeEmbed({
  videoId,
  name,
  playback,
  serverNow,
}: {
  videoId: string;
  name: string;
  playback: SyncPlayback;
  serverNow: () => number;
}) {
  const start = Math.floor(positionAt(playback, serverNow()));
  const query = new URLSearchParams({
    start: String(start),
    autoplay: playback.isPlaying ? '1' : '0',
    rel: '0',
  });
  return (
    <iframe
      key={`${videoId}-${playback.takenAt}`}
      src={`https://www.youtube-nocookie.com/embed/${videoId}?${query}`}
      title={name}
      allow={frameAllow}
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className="size-full rounded-lg bg-black"
    />
  );
}

/** The current content on the stage, shown by its mode (contentApps.ts). */
export function StageContent({ item, playback, serverNow, onPlayback, driven }: StageContentProps) {
  const { t } = useTranslation();
  const name = item.name ?? t('roomContent.untitled');
  const display = displayOf(item.mode, item.urls?.web, window.location.hostname);
  switch (display?.kind) {
    case 'video':
      return (
        <SyncedVideo
          src={display.src}
          name={name}
          playback={playback}
          serverNow={serverNow}
          onPlayback={onPlayback}
          driven={driven}
        />
      );
    case 'image':
      return <img src={display.src} alt={name} className="size-full object-contain" />;
    case 'pdf':
      return <PdfView src={display.src} name={name} playback={playback} onPlayback={onPlayback} />;
    case 'model':
      return <LazyModelView src={display.src} name={name} />;
    case 'youtube':
      return <YouTubeEmbed videoId={display.videoId} name={name} playback={playback} serverNow={serverNow} />;
    case 'embed':
      return (
        <iframe
          src={display.src}
          title={name}
          allow={frameAllow}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full rounded-lg border border-border bg-surface-raised"
        />
      );
    case 'link':
      return (
        <div className="flex size-full flex-col items-center justify-center gap-3 rounded-lg bg-surface-muted p-4 text-center">
          <p className="max-w-sm text-sm text-fg-muted">{t('roomContent.linkCardNote')}</p>
          <Button asChild>
            <a href={display.href} target="_blank" rel="noopener noreferrer">
              {t('roomContent.openLink', { name })}
              <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('roomContent.opensInNewTab')}</span>
            </a>
          </Button>
          <p className="text-xs break-all text-fg-muted">{new URL(display.href).hostname}</p>
        </div>
      );
    default:
      return <p className="p-4 text-center text-fg-muted">{t('roomContent.cannotShow')}</p>;
  }
}
