import { Stage, type StagePeerInfo } from '@limelight/protocol';
import { Mic, MicOff, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../ui/classNames.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { CastAudienceControls } from './CastAudienceControls.tsx';
import { useCastContext } from './castContext.ts';

/** The media layer's video of a person on stage, when it has one (lib/stage); the tile shows their avatar otherwise. */
export type RenderStageVideo = (userId: string) => ReactNode;

function CastTile({
  peer,
  isOnMain,
  renderVideo,
}: {
  peer: StagePeerInfo;
  isOnMain: boolean;
  renderVideo?: RenderStageVideo;
}) {
  const { t } = useTranslation();
  const video = renderVideo?.(peer.userId);
  return (
    <li
      aria-label={peer.username}
      className={joinClassNames(
        'relative flex aspect-video flex-col items-center justify-center overflow-hidden rounded-lg bg-surface-muted',
        isOnMain && 'ring-2 ring-accent',
      )}
    >
      {video ?? <UserAvatar name={peer.username} src={peer.avatar} size="sm" />}
      <div className="absolute inset-x-0 bottom-0 flex items-center gap-1.5 bg-black/50 px-2 py-1 text-xs text-white">
        {peer.microphoneMuted ? (
          <MicOff className="size-3.5" aria-label={t('cast.micOff')} />
        ) : (
          <Mic className="size-3.5" aria-label={t('cast.micOn')} />
        )}
        <span className="truncate">{peer.username}</span>
        {isOnMain && <Star className="ml-auto size-3.5" aria-label={t('cast.onMainWindow')} />}
      </div>
    </li>
  );
}

interface CastStageAreaProps {
  /** Whether the viewer may apply (false where only hosts join the stage and the viewer has no role). */
  canApply: boolean;
  renderVideo?: RenderStageVideo;
}

/**
 * Who is on stage (spec 001 §3 stage peer info), the main window's people first (spec 001 §4, at most 4),
 * a bigger grid past 10 people (spec 001 §9), and the viewer's own place and buttons.
 */
export function CastStageArea({ canApply, renderVideo }: CastStageAreaProps) {
  const { t } = useTranslation();
  const { peers, cast } = useCastContext();
  const onMain = new Set(cast.mainWindow);
  const ordered = [
    ...cast.mainWindow.flatMap((userId) => peers.filter((peer) => peer.userId === userId)),
    ...peers.filter((peer) => !onMain.has(peer.userId)),
  ];
  return (
    <section aria-label={t('cast.stage')} className="flex w-full flex-col gap-3 p-3">
      {ordered.length > 0 ? (
        <ul
          aria-label={t('cast.onStageList')}
          className={
            ordered.length > Stage.biggerStageStreamsMoreThan
              ? 'grid grid-cols-3 gap-2 md:grid-cols-5'
              : 'grid grid-cols-2 gap-2 md:grid-cols-4'
          }
        >
          {ordered.map((peer) => (
            <CastTile
              key={peer.userId}
              peer={peer}
              isOnMain={onMain.has(peer.userId)}
              renderVideo={renderVideo}
            />
          ))}
        </ul>
      ) : (
        <p className="text-center text-sm text-fg-muted">{t('cast.nobodyOnStage')}</p>
      )}
      <CastAudienceControls canApply={canApply} />
    </section>
  );
}
