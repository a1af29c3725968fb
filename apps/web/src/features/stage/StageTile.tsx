import { MicOff, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StageStream } from '../../lib/stage/index.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { StreamVideo } from './StreamVideo.tsx';

/** One stream on the stage: the video (or the person's avatar, camera off), the mic state and a lost signal. */
export function StageTile({ stream }: { stream: StageStream }) {
  const { t } = useTranslation();
  const name = stream.peer.username;
  return (
    <figure className="relative overflow-hidden rounded-lg bg-black">
      <StreamVideo
        stream={stream.stream}
        isLocal={stream.isLocal}
        label={t('stage.videoOf', { name })}
        className={stream.isVideoMuted ? 'invisible' : undefined}
      />
      {stream.isVideoMuted && (
        // Camera off: who it is, as the cast's tiles show people without a stream.
        <div className="absolute inset-0 flex items-center justify-center bg-surface-muted">
          <UserAvatar name={name} src={stream.peer.avatar} size="sm" />
          <span className="sr-only">{t('stage.cameraOff')}</span>
        </div>
      )}
      <figcaption className="absolute inset-x-0 bottom-0 flex items-center gap-2 bg-black/75 px-2 py-1 text-sm text-white">
        <span className="truncate">{name}</span>
        {stream.isAudioMuted && (
          <span className="flex items-center gap-1" role="status">
            <MicOff className="size-4" aria-hidden="true" />
            {t('stage.microphoneOff')}
          </span>
        )}
        {/* A camera turned off sends no frames: that is no lost signal. */}
        {!stream.isSignalOK && !stream.isVideoMuted && (
          <span className="flex items-center gap-1">
            <WifiOff className="size-4" aria-hidden="true" />
            {t('stage.noSignal')}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
