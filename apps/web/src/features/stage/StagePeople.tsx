import { Stage, type StagePeerInfo } from '@limelight/protocol';
import { Mic, MicOff, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../ui/classNames.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';

/** What a person on stage publishes: a live stream (StageStream) or a recording of one (a replay). */
export interface StagePublication {
  peer: StagePeerInfo;
}

/** One person on stage: who they are, and what they publish when they do. */
interface StagePerson<S extends StagePublication> {
  peer: StagePeerInfo;
  stream?: S;
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
function stagePeopleOf<S extends StagePublication>(
  peers: readonly StagePeerInfo[],
  mainWindow: readonly string[],
  streams: readonly S[],
): StagePerson<S>[] {
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

interface StagePeopleListProps<S extends StagePublication> {
  /** The cast's people online (stagePeersOf). */
  peers: readonly StagePeerInfo[];
  /** The main window's people, shown first and marked (spec 001 §4). */
  mainWindow: readonly string[];
  /** What people publish; a presenter who publishes without the cast has a tile too. */
  streams: readonly S[];
  /** The tile of a person's stream (a live video, or a recorded one in a replay). */
  tileOf: (stream: S) => ReactNode;
  /** What shows while nobody is on stage. */
  emptyState: ReactNode;
}

/**
 * Who is on stage (spec 001 §3 stage peer info), one tile per person: their stream's tile or their avatar,
 * the main window's people first, a bigger grid past 10 people (spec 001 §9). The live stage and a replay's
 * stage both show it.
 */
export function StagePeopleList<S extends StagePublication>({
  peers,
  mainWindow,
  streams,
  tileOf,
  emptyState,
}: StagePeopleListProps<S>) {
  const { t } = useTranslation();
  const people = stagePeopleOf(peers, mainWindow, streams);
  const onMain = new Set(mainWindow);
  if (people.length === 0) return emptyState;
  return (
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
            {stream ? tileOf(stream) : <CastAvatarTile peer={peer} isOnMain={isOnMain} />}
          </li>
        );
      })}
    </ul>
  );
}
