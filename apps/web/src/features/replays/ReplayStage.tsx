import {
  castOf,
  stagePeersOf,
  stageStreamsOf,
  type ReplayStream,
  type RoomLiveState,
} from '@limelight/protocol';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { StagePeopleList } from '../stage/index.ts';
import { placementOf, publicationsOf, type RecordedPublication } from './recordedStreams.ts';
import { RecordedVideo } from './RecordedVideo.tsx';

interface ReplayStageProps {
  state: RoomLiveState;
  recordings: readonly ReplayStream[];
  positionMs: number;
  isPlaying: boolean;
  /** A recording's file could not be read: its addresses are asked for again. */
  onRecordingFailed: () => void;
}

/** A person's tile: their recorded camera at the play head, or their avatar where no recording covers it. */
function RecordedTile({
  publication: { peer, recordings },
  positionMs,
  isPlaying,
  onRecordingFailed,
}: {
  publication: RecordedPublication;
} & Pick<ReplayStageProps, 'positionMs' | 'isPlaying' | 'onRecordingFailed'>) {
  const { t } = useTranslation();
  const isCovered = recordings.some((recording) => placementOf(recording, positionMs).isShown);
  return (
    <figure className="relative overflow-hidden rounded-lg bg-black">
      {recordings.map((recording) => (
        <RecordedVideo
          key={recording.streamId}
          recording={recording}
          positionMs={positionMs}
          isPlaying={isPlaying}
          label={t('stage.videoOf', { name: peer.username })}
          onFailed={onRecordingFailed}
        />
      ))}
      {!isCovered && (
        <div className="flex aspect-video items-center justify-center bg-surface-muted">
          <UserAvatar name={peer.username} src={peer.avatar} size="sm" />
        </div>
      )}
      <figcaption className="absolute inset-x-0 bottom-0 bg-black/75 px-2 py-1 text-sm text-white">
        <span className="truncate">{peer.username}</span>
      </figcaption>
    </figure>
  );
}

/**
 * The stage as it was at the play head (read-only: no buttons, no console): who was on it by the cast and
 * media state, each with their recorded camera placed at its offset; a shared screen's recording above.
 */
export function ReplayStage({
  state,
  recordings,
  positionMs,
  isPlaying,
  onRecordingFailed,
}: ReplayStageProps) {
  const { t } = useTranslation();
  const cast = castOf(state);
  const screens = recordings.filter((recording) => recording.kind === 'screen');
  return (
    <section aria-label={t('cast.stage')} className="flex w-full flex-col gap-3 p-3">
      {screens.map((recording) => (
        <RecordedVideo
          key={recording.streamId}
          recording={recording}
          positionMs={positionMs}
          isPlaying={isPlaying}
          label={t('replays.sharedScreen')}
          onFailed={onRecordingFailed}
        />
      ))}
      <StagePeopleList
        peers={stagePeersOf(cast)}
        mainWindow={cast.mainWindow}
        streams={publicationsOf(stageStreamsOf(state), recordings)}
        tileOf={(publication) => (
          <RecordedTile
            publication={publication}
            positionMs={positionMs}
            isPlaying={isPlaying}
            onRecordingFailed={onRecordingFailed}
          />
        )}
        emptyState={<p className="text-center text-sm text-fg-muted">{t('cast.nobodyOnStage')}</p>}
      />
    </section>
  );
}
