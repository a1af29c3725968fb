import { useTranslation } from 'react-i18next';
import { useRoomLiveState } from '../../lib/live/index.ts';

/** "Recording" while the room's sync flag says so (spec 001 §4): everyone in the room sees it. */
export function RecordingIndicator({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const isRecording = useRoomLiveState(roomId, (state) => state.state.sync?.recording ?? false);
  if (!isRecording) return null;
  return (
    <p role="status" className="flex items-center gap-1.5 text-sm font-semibold text-danger">
      <span
        className="size-2.5 animate-pulse rounded-full bg-danger motion-reduce:animate-none"
        aria-hidden="true"
      />
      {t('recordings.indicator')}
    </p>
  );
}
