import { Stage, type StagePeerInfo } from '@limelight/protocol';
import { Mic, MicOff, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StageStream } from '../../lib/stage/index.ts';
import { joinClassNames } from '../../ui/classNames.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { CastAudienceControls } from './CastAudienceControls.tsx';
import { useCastContext } from './castContext.ts';
import { useStageStreams } from './stageStreamsContext.ts';
import { StageTile } from './StageTile.tsx';

/** One person on stage: who they are, and their stream when they publish one. */
interface StagePerson {
  peer: StagePeerInfo;
  stream?: StageStream;
}

/** A person on stage without a stream (yet): their avatar, mic state and main-window star. */
function CastAvatarTile({ peer, isOnMain }: { peer: StagePeerInfo; isOnMain: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="relative flex aspect-video flex-col items-center justify-center overflow-hidden rounded-lg bg-surface-muted">
      <UserAvatar name={peer.username} src={peer.avatar} size="sm" />
      <div className="absolute inset-x-0 bottom-0 flex items-center gap-1.5 bg-black/75 px-2 py-1 text-xs text-white">
        {peer.microphoneMuted ? (
          <MicOff className="size-3.5" aria-label={t('cast.micOff')} />
        ) : (
          <Mic className="size-3.5" aria-label={t('cast.micOn')} />
        )}
        <span className="truncate">{peer.username}</span>
        {isOnMain && <Star className="ml-auto size-3.5" aria-label={t('cast.onMainWindow')} />}
      </div>
    </div>
  );
}

/**
 * The people on stage, one each: the cast's people (the main window's first, spec 001 §4), each with
 * their stream when they publish one, then the presenters who publish without the cast (an event's host).
 */
function stagePeopleOf(
  peers: readonly StagePeerInfo[],
  mainWindow: readonly string[],
  streams: readonly StageStream[],
): StagePerson[] {
  const onMain = new Set(mainWindow);
  const ordered = [
    ...mainWindow.flatMap((userId) => peers.filter((peer) => peer.userId === userId)),
    ...peers.filter((peer) => !onMain.has(peer.userId)),
  ];
  const castIds = new Set(ordered.map((peer) => peer.userId));
  const presenters = streams.filter(
    (stream, index) =>
      !castIds.has(stream.peer.userId) &&
      streams.findIndex((other) => other.peer.userId === stream.peer.userId) === index,
  );
  return [
    ...ordered.map((peer) => ({
      peer,
      stream: streams.find((stream) => stream.peer.userId === peer.userId),
    })),
    ...presenters.map((stream) => ({ peer: stream.peer, stream })),
  ];
}

interface CastStageAreaProps {
  /** Whether the viewer may apply (false where only hosts join the stage and the viewer has no role). */
  canApply: boolean;
  /** What shows while nobody is on stage (an event's waiting state); "Nobody is on stage yet" otherwise. */
  emptyState?: ReactNode;
}

/**
 * Who is on stage (spec 001 §3 stage peer info), one tile per person: their video from the stage's media
 * (inside a StageView) or their avatar; the main window's people first (spec 001 §4, at most 4), a bigger
 * grid past 10 people (spec 001 §9), and the viewer's own place and buttons (no "apply" while publishing).
 */
export function CastStageArea({ canApply, emptyState }: CastStageAreaProps) {
  const { t } = useTranslation();
  const { peers, cast } = useCastContext();
  const streams = useStageStreams() ?? [];
  const people = stagePeopleOf(peers, cast.mainWindow, streams);
  const onMain = new Set(cast.mainWindow);
  const isPublishing = streams.some((stream) => stream.isLocal);
  return (
    <section aria-label={t('cast.stage')} className="flex w-full flex-col gap-3 p-3">
      {people.length > 0 ? (
        <ul
          aria-label={t('cast.onStageList')}
          className={
            people.length > Stage.biggerStageStreamsMoreThan
              ? 'grid grid-cols-3 gap-2 md:grid-cols-5'
              : people.length === 1
                ? 'grid grid-cols-1 gap-2'
                : 'grid grid-cols-2 gap-2 md:grid-cols-4'
          }
        >
          {people.map(({ peer, stream }) => {
            const isOnMain = onMain.has(peer.userId);
            return (
              <li
                key={peer.userId}
                aria-label={peer.username}
                className={joinClassNames('rounded-lg', isOnMain && 'ring-2 ring-accent')}
              >
                {stream ? <StageTile stream={stream} /> : <CastAvatarTile peer={peer} isOnMain={isOnMain} />}
              </li>
            );
          })}
        </ul>
      ) : (
        (emptyState ?? <p className="text-center text-sm text-fg-muted">{t('cast.nobodyOnStage')}</p>)
      )}
      <CastAudienceControls canApply={canApply && !isPublishing} />
    </section>
  );
}
