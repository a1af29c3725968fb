import { Circle, Square } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { toast } from '../../ui/toastStore.ts';
import { recordingErrorText } from './recordingAnswers.ts';
import { useRecordingSession } from './recordingSession.ts';

interface RecordControlProps {
  /** The event's or room's id. */
  roomId: string;
  /** The recording's first name (the room's or event's title), when the place showing the button knows it. */
  title?: string;
  /** Icon only below the widest screens, as the room bar's other secondary actions. */
  isCompact?: boolean;
}

/**
 * A moderator's Record / Stop button (spec 000 §4: start and stop each need confirmation). The recorder
 * is loaded on the first confirmed start, so that pages pay for it only when someone records.
 */
export function RecordControl({ roomId, title, isCompact = false }: RecordControlProps) {
  const { t, i18n } = useTranslation();
  const { active, isBusy, set } = useRecordingSession();
  const [isAsking, setIsAsking] = useState(false);
  const isRecording = active !== null;

  const start = async () => {
    const { startStageRecording } = await import('./stageRecorder.ts');
    const name = t('recordings.defaultName', {
      title: title ?? t('recordings.untitled'),
      date: new Date().toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    });
    const recording = await startStageRecording(roomId, name.slice(0, 100), (error) => {
      toast.error(recordingErrorText(error, t));
    });
    set({ active: recording });
    toast.success(t('recordings.started'));
  };
  const stop = async () => {
    await active?.stop();
    set({ active: null });
    toast.success(t('recordings.saved'));
  };
  const confirm = async () => {
    set({ isBusy: true });
    try {
      await (isRecording ? stop() : start());
      setIsAsking(false);
    } catch (error) {
      toast.error(recordingErrorText(error, t));
      if (isRecording) set({ active: null });
      setIsAsking(false);
    } finally {
      set({ isBusy: false });
    }
  };

  const label = isRecording ? t('recordings.stop') : t('recordings.record');
  return (
    <>
      <Button
        variant={isRecording ? 'danger' : 'secondary'}
        size="sm"
        aria-haspopup="dialog"
        aria-label={label}
        title={label}
        onClick={() => setIsAsking(true)}
      >
        {isRecording ? (
          <Square className="size-4" aria-hidden="true" />
        ) : (
          <Circle className="size-4 text-danger" aria-hidden="true" />
        )}
        <span className={isCompact ? 'max-2xl:hidden' : undefined}>{label}</span>
      </Button>
      <ConfirmDialog
        open={isAsking}
        title={isRecording ? t('recordings.stopTitle') : t('recordings.recordTitle')}
        description={isRecording ? t('recordings.stopText') : t('recordings.recordText')}
        confirmLabel={label}
        tone={isRecording ? 'danger' : 'primary'}
        isBusy={isBusy}
        onConfirm={() => void confirm()}
        onCancel={() => setIsAsking(false)}
      />
    </>
  );
}
