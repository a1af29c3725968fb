import { Mic, MicOff, Video, VideoOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { StreamVideo } from './StreamVideo.tsx';
import type { InterviewMedia } from './useInterviewMedia.ts';

/** One person's tile: their video, or what is happening until it plays. */
function InterviewTile({ name, children }: { name: string; children: ReactNode }) {
  return (
    <figure className="relative flex aspect-video items-center justify-center overflow-hidden rounded-lg bg-black">
      {children}
      <figcaption className="absolute bottom-1 left-2 text-xs text-white drop-shadow">{name}</figcaption>
    </figure>
  );
}

interface InterviewVideosProps {
  media: InterviewMedia;
  /** The other people of the interview shown, with their names. */
  people: readonly { userId: string; name: string }[];
}

/**
 * The interview dialog's video (spec 001 §2 interview, group interview): one's own camera, each other
 * person's video with their name, and the microphone and camera toggles.
 */
export function InterviewVideos({ media, people }: InterviewVideosProps) {
  const { t } = useTranslation();
  const toggles = [
    {
      kind: 'audio',
      Icon: media.isMicMuted ? MicOff : Mic,
      label: media.isMicMuted ? t('stage.unmuteMicrophone') : t('stage.muteMicrophone'),
      toggle: media.toggleMicrophone,
    },
    {
      kind: 'video',
      Icon: media.isCameraOff ? VideoOff : Video,
      label: media.isCameraOff ? t('stage.turnCameraOn') : t('stage.turnCameraOff'),
      toggle: media.toggleCamera,
    },
  ] as const;
  return (
    <div role="group" aria-label={t('cast.interviewVideo')} className="mb-4 flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-2">
        <InterviewTile name={t('cast.you')}>
          <StreamVideo
            stream={media.localStream}
            label={t('cast.yourCamera')}
            isLocal
            className="rounded-none"
          />
        </InterviewTile>
        {people.map(({ userId, name }) => {
          const stream = media.streams.get(userId);
          return (
            <InterviewTile key={userId} name={name}>
              {stream ? (
                <StreamVideo stream={stream} label={t('stage.videoOf', { name })} className="rounded-none" />
              ) : (
                <span className="text-sm text-white">
                  {media.lostIds.has(userId) ? t('cast.connectionLost') : t('cast.connectingVideo')}
                </span>
              )}
            </InterviewTile>
          );
        })}
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        {toggles.map(({ kind, Icon, label, toggle }) => (
          <Button
            key={kind}
            size="sm"
            variant="secondary"
            disabled={media.localStream === null}
            onClick={toggle}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </Button>
        ))}
      </div>
    </div>
  );
}
