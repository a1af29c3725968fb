import { useTranslation } from 'react-i18next';
import { youtubeIdOf } from '../rooms/index.ts';

/** A film's trailer: a YouTube link in YouTube's privacy-enhanced embed, any other address as a video. */
export function FilmTrailer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const videoId = youtubeIdOf(url);
  const label = t('films.detail.trailerOf', { title });
  if (videoId)
    return (
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${videoId}?rel=0`}
        title={label}
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video w-full rounded-lg bg-black"
      />
    );
  return (
    <video
      src={url}
      controls
      preload="metadata"
      aria-label={label}
      className="aspect-video w-full rounded-lg bg-black"
    />
  );
}
