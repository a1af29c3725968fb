import { RecordingLimit, type Recording } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../lib/navigation/index.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toastStore.ts';
import { recordingErrorText } from './recordingAnswers.ts';
import { durationText } from './recordingDisplay.ts';
import { useAddressedRecording } from './useAddressedRecording.ts';
import { deleteRecording, recordingKeys, renameRecording, trimRecording } from './recordingsApi.ts';

const seconds = (ms: number) => String(Math.round(ms / 100) / 10);

/** The edit forms of a loaded recording: rename, trim by start and end (in seconds), delete. */
function RecordingEditor({ recording }: { recording: Recording }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const [name, setName] = useState(recording.name);
  const [start, setStart] = useState('0');
  const [end, setEnd] = useState(seconds(recording.durationMs));
  const [isAskingDelete, setIsAskingDelete] = useState(false);
  const onSaved = (saved: Recording) => {
    queryClient.setQueryData(recordingKeys.one(saved.recordingId), saved);
    void queryClient.invalidateQueries({ queryKey: recordingKeys.all });
  };
  const onError = (error: unknown) => toast.error(recordingErrorText(error, t));
  const rename = useMutation({
    mutationFn: () => renameRecording(recording.recordingId, name),
    onSuccess: (saved) => {
      onSaved(saved);
      toast.success(t('recordings.renamed'));
    },
    onError,
  });
  const trim = useMutation({
    mutationFn: () =>
      trimRecording(recording.recordingId, Math.round(Number(start) * 1000), Math.round(Number(end) * 1000)),
    onSuccess: (saved) => {
      onSaved(saved);
      setStart('0');
      setEnd(seconds(saved.durationMs));
      toast.success(t('recordings.trimmed'));
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: () => deleteRecording(recording.recordingId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: recordingKeys.all });
      toast.success(t('recordings.deleted'));
      navigate('/myrecordings');
    },
    onError,
  });
  const startNumber = Number(start);
  const endNumber = Number(end);
  const isTrimValid =
    start !== '' && end !== '' && startNumber >= 0 && endNumber > startNumber && Number.isFinite(endNumber);
  const submit = (run: () => void) => (event: FormEvent) => {
    event.preventDefault();
    run();
  };
  return (
    <>
      <form className="flex flex-col gap-3" onSubmit={submit(() => rename.mutate())}>
        <h2 className="text-lg font-semibold">{t('recordings.renameHeading')}</h2>
        <TextField
          label={t('recordings.name')}
          value={name}
          maxLength={RecordingLimit.nameMaxLength}
          required
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" className="self-start" disabled={rename.isPending || name.trim() === ''}>
          {t('recordings.save')}
        </Button>
      </form>
      <form className="flex flex-col gap-3" onSubmit={submit(() => trim.mutate())}>
        <h2 className="text-lg font-semibold">{t('recordings.trimHeading')}</h2>
        <p className="text-sm text-fg-muted">
          {t('recordings.trimHint', { duration: durationText(recording.durationMs) })}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('recordings.trimStart')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.1}
            value={start}
            onChange={(event) => setStart(event.target.value)}
          />
          <TextField
            label={t('recordings.trimEnd')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.1}
            value={end}
            onChange={(event) => setEnd(event.target.value)}
          />
        </div>
        <Button type="submit" className="self-start" disabled={trim.isPending || !isTrimValid}>
          {trim.isPending ? t('recordings.trimming') : t('recordings.trim')}
        </Button>
      </form>
      <div className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t('recordings.deleteHeading')}</h2>
        <Button variant="danger" className="self-start" onClick={() => setIsAskingDelete(true)}>
          <Trash2 className="size-4" aria-hidden="true" />
          {t('recordings.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={isAskingDelete}
        title={t('recordings.deleteTitle')}
        description={t('recordings.deleteText', { name: recording.name })}
        confirmLabel={t('recordings.delete')}
        tone="danger"
        isBusy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setIsAskingDelete(false)}
      />
    </>
  );
}

/** `/recording/:id/edit`: rename, trim or delete one of the member's recordings. */
export function RecordingEditPage() {
  const { t } = useTranslation();
  const { recording } = useAddressedRecording();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('pages.recordingEdit') })}</title>
      <h1 className="text-2xl font-bold">{t('pages.recordingEdit')}</h1>
      {recording.isPending && <LoadingState label={t('recordings.loading')} />}
      {recording.isError && <Banner tone="warning">{recordingErrorText(recording.error, t)}</Banner>}
      {recording.data?.status === 'recording' && <Banner tone="info">{t('recordings.inProgress')}</Banner>}
      {recording.data?.status === 'processing' && <LoadingState label={t('recordings.processing')} />}
      {recording.data?.status === 'ready' && <RecordingEditor recording={recording.data} />}
    </div>
  );
}
