import { ResponseCode, type Film } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Pencil, Subtitles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '../../lib/i18n/index.ts';
import { ActionMenu } from '../../ui/ActionMenu.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { toast } from '../../ui/toastStore.ts';
import { CaptionsDialog } from './CaptionsDialog.tsx';
import { EditFilmDialog } from './EditFilmDialog.tsx';
import { FilmSourceField } from './FilmSourceField.tsx';
import { deleteFilm, filmKeys, updateFilm } from './filmsApi.ts';
import { useFilmUploads } from './filmUploadStore.ts';
import { useFilmTranscode } from './useFilmTranscode.ts';

type OpenDialog = 'edit' | 'captions' | 'delete' | undefined;

/** The upload and transcode of a film: progress bars, the file to resume with, the failure and its Retry. */
function FilmMediaStatus({ film }: { film: Film }) {
  const { t } = useTranslation();
  const { media, markUploaded, retry } = useFilmTranscode(film);
  const upload = useFilmUploads((state) => state.uploads[film.filmId]);
  const beginUpload = useFilmUploads((state) => state.begin);
  const retryTranscode = useMutation({
    mutationFn: retry,
    onError: () => toast.error(t('messages.pleaseTryAgain')),
  });
  const isUploadingHere =
    upload !== undefined && (upload.status === 'starting' || upload.status === 'uploading');
  if (isUploadingHere || upload?.status === 'failed') {
    const percent = Math.round(upload.sentFraction * 100);
    return (
      <div className="flex flex-col gap-1">
        <ProgressBar
          value={upload.sentFraction}
          label={t('films.upload.progressLabel', { title: film.title })}
        />
        <p className="text-sm text-fg-muted" aria-live="polite">
          {upload.isResumed
            ? t('films.upload.resumedPercent', { percent })
            : t('films.upload.uploadingPercent', { percent })}
        </p>
        {upload.status === 'failed' && (
          <>
            <FormAlert message={t('films.upload.failed')} />
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void beginUpload(film.filmId, upload.file, markUploaded)}
            >
              {t('films.retry')}
            </Button>
          </>
        )}
      </div>
    );
  }
  switch (media.state) {
    case 'awaitingUpload':
    case 'uploading':
      return (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-fg-muted">
            {media.state === 'uploading' ? t('films.upload.resumeHint') : t('films.upload.awaiting')}
          </p>
          <FilmSourceField
            label={t('films.upload.file')}
            onChoose={(file) => file && void beginUpload(film.filmId, file, markUploaded)}
          />
        </div>
      );
    case 'queued':
    case 'transcoding':
      return (
        <div className="flex flex-col gap-1">
          <ProgressBar
            value={media.percent / 100}
            label={t('films.transcode.progressLabel', { title: film.title })}
          />
          <p className="text-sm text-fg-muted" aria-live="polite">
            {media.state === 'queued'
              ? t('films.transcode.queued')
              : t('films.transcode.percent', { percent: Math.round(media.percent) })}
          </p>
        </div>
      );
    case 'failed':
      return (
        <div className="flex flex-col gap-2">
          <FormAlert message={t('films.transcode.failed', { reason: media.error ?? '' })} />
          <Button
            size="sm"
            variant="secondary"
            isLoading={retryTranscode.isPending}
            onClick={() => retryTranscode.mutate()}
          >
            {t('films.retry')}
          </Button>
        </div>
      );
    case 'ready':
      return (
        <p className="flex items-center gap-1 text-sm font-semibold text-success" role="status">
          <CircleCheck className="size-4" aria-hidden="true" />
          {t('films.transcode.ready')}
        </p>
      );
  }
}

/** A creator's film on `/movielist`: its picture's state, Publish, and edit, captions, delete. */
export function FilmCreatorPanel({ film }: { film: Film }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog>();
  const publish = useMutation({
    mutationFn: () => updateFilm({ filmId: film.filmId, published: true }),
    onSuccess: (answer) => {
      // Publishing before the film is ready is 33000, shown with its message (the code-message convention).
      if (answer.code !== ResponseCode.Success) return toast.error(answerMessage(answer, t));
      toast.success(t('films.manage.publishedToast', { title: film.title }));
      void queryClient.invalidateQueries({ queryKey: filmKeys.all });
    },
    onError: () => toast.error(t('messages.pleaseTryAgain')),
  });
  const remove = useMutation({
    mutationFn: () => deleteFilm(film.filmId),
    onSuccess: () => {
      setDialog(undefined);
      void queryClient.invalidateQueries({ queryKey: filmKeys.all });
    },
    onError: () => toast.error(t('messages.pleaseTryAgain')),
  });
  const close = () => setDialog(undefined);
  return (
    <>
      <FilmMediaStatus film={film} />
      <div className="flex flex-wrap items-center gap-2">
        {film.published ? (
          <span className="text-sm text-fg-muted">{t('films.manage.published')}</span>
        ) : (
          <Button size="sm" isLoading={publish.isPending} onClick={() => publish.mutate()}>
            {t('films.manage.publish')}
          </Button>
        )}
        <span className="ml-auto">
          <ActionMenu
            label={t('films.manage.actionsFor', { title: film.title })}
            actions={[
              {
                id: 'edit',
                icon: Pencil,
                label: t('films.manage.edit'),
                opensDialog: true,
                onSelect: () => setDialog('edit'),
              },
              {
                id: 'captions',
                icon: Subtitles,
                label: t('films.captions.open'),
                opensDialog: true,
                onSelect: () => setDialog('captions'),
              },
              {
                id: 'delete',
                icon: Trash2,
                label: t('films.manage.delete'),
                opensDialog: true,
                tone: 'danger',
                onSelect: () => setDialog('delete'),
              },
            ]}
          />
        </span>
      </div>
      {dialog === 'edit' && <EditFilmDialog film={film} onClose={close} />}
      {dialog === 'captions' && <CaptionsDialog film={film} onClose={close} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('films.manage.deleteTitle', { title: film.title })}
        description={t('films.manage.deleteDescription')}
        confirmLabel={t('films.manage.delete')}
        tone="danger"
        isBusy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={close}
      />
    </>
  );
}
