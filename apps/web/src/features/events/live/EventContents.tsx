import type { ContentView } from '@limelight/protocol';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachDash, attachHls } from '../../../lib/streams/index.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { eventKeys } from '../eventQueries.ts';
import { fetchEventPlay } from '../eventsApi.ts';

const frameAllow = 'autoplay; encrypted-media; fullscreen; picture-in-picture';

/**
 * An HLS or DASH stream in a <video>: hls.js or Shaka Player is loaded when it is attached, Shaka only for
 * an MPD. It starts muted (browsers let only a muted video start by itself); the controls unmute it.
 */
function StreamVideo({ content, title }: { content: ContentView; title: string }) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    const video = videoRef.current;
    if (video === null) return;
    let isCurrent = true;
    const fail = () => {
      if (isCurrent) setHasFailed(true);
    };
    const attached =
      content.kind === 'mpd'
        ? attachDash(video, content.value, fail)
        : attachHls(video, content.value, () => {}, fail);
    attached.catch(fail);
    return () => {
      isCurrent = false;
      void attached.then(
        (playback) => playback.destroy(),
        () => {},
      );
    };
  }, [content.kind, content.value]);
  return (
    <figure className="flex flex-col gap-2">
      <video
        ref={videoRef}
        aria-label={title}
        controls
        autoPlay
        muted
        playsInline
        className="aspect-video w-full rounded-lg bg-black"
      />
      {hasFailed && <FormAlert message={t('eventLive.contents.streamFailed')} />}
    </figure>
  );
}

/** One content as the live page shows it (spec 000 §3 contents). */
function ContentItem({ content }: { content: ContentView }) {
  const { t } = useTranslation();
  const title = content.name ?? t(`eventEditor.contents.kind.${content.kind}`);
  switch (content.kind) {
    case 'hls':
    case 'mpd':
      return <StreamVideo content={content} title={title} />;
    case 'image':
      return (
        <img src={content.value} alt={title} className="max-h-[70vh] w-full rounded-lg object-contain" />
      );
    case 'youtube':
      // The privacy-enhanced embed: YouTube sets no cookie until the viewer plays.
      return (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${content.value}?rel=0`}
          title={title}
          allow={frameAllow}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="aspect-video w-full rounded-lg bg-black"
        />
      );
    case 'data':
      return (
        <a href={content.value} target="_blank" rel="noopener noreferrer" className="underline">
          {t('eventLive.contents.openData', { name: title })}
        </a>
      );
  }
}

/**
 * What the event's editors put in its Content tab, played for everyone who may enter (GET
 * /api/events/v4/:id/play): a pre-recorded premiere, a stream from elsewhere, images, YouTube. Nothing is
 * shown while there is none; a refusal (the entry rules) shows nothing either, as the page's guard decides.
 */
export function EventContents({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const play = useQuery({
    queryKey: eventKeys.play(eventId),
    queryFn: () => fetchEventPlay(eventId),
    // Stream addresses may change while the page is open; every visit asks again.
    gcTime: 0,
    retry: false,
  });
  if (!play.isSuccess || play.data.contents.length === 0) return null;
  return (
    <section aria-label={t('eventLive.contents.title')} className="flex flex-col gap-4">
      {play.data.contents.map((content) => (
        <ContentItem key={content.id} content={content} />
      ))}
    </section>
  );
}
