import { Download, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation/index.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { toast } from '../../ui/toastStore.ts';
import { recordingErrorText } from './recordingAnswers.ts';
import { durationText } from './recordingDisplay.ts';
import { downloadRecording } from './recordingsApi.ts';
import { useAddressedRecording } from './useAddressedRecording.ts';

/** `/viewrecordings/:type/:id`: one of the member's recordings, played. */
export function ViewRecordingPage() {
  const { t } = useTranslation();
  const { recordingId, recording } = useAddressedRecording();
  const ready = recording.data?.status === 'ready' ? recording.data : undefined;
  const title = recording.data?.name ?? t('pages.viewRecordings');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <title>{t('app.documentTitle', { page: title })}</title>
      <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">{title}</h1>
      {recording.isPending && <LoadingState label={t('recordings.loading')} />}
      {recording.isError && <Banner tone="warning">{recordingErrorText(recording.error, t)}</Banner>}
      {recording.data?.status === 'recording' && <Banner tone="info">{t('recordings.inProgress')}</Banner>}
      {recording.data?.status === 'processing' && <LoadingState label={t('recordings.processing')} />}
      {ready && (
        <>
          {ready.url !== null && (
            // The signed address streams with range requests: the player seeks without the whole file.
            <video
              src={ready.url}
              controls
              playsInline
              aria-label={t('recordings.videoLabel', { name: title })}
              className="aspect-video w-full rounded-lg bg-black"
            />
          )}
          <p className="text-sm text-fg-muted">{durationText(ready.durationMs)}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() =>
                void downloadRecording(recordingId, title).catch((error: unknown) =>
                  toast.error(recordingErrorText(error, t)),
                )
              }
            >
              <Download className="size-4" aria-hidden="true" />
              {t('recordings.download')}
            </Button>
            <Button asChild variant="ghost">
              <AppLink to={`/recording/${encodeURIComponent(recordingId)}/edit`}>
                <Pencil className="size-4" aria-hidden="true" />
                {t('recordings.edit')}
              </AppLink>
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
