import type { Recording } from '@limelight/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, Pencil, Play, Video } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation/index.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { toast } from '../../ui/toastStore.ts';
import { recordingErrorText } from './recordingAnswers.ts';
import { durationText, refreshWhileProcessing, sizeText } from './recordingDisplay.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { downloadRecording, fetchMyRecordings, recordingKeys } from './recordingsApi.ts';

function RecordingRow({ recording }: { recording: Recording }) {
  const { t, i18n } = useTranslation();
  const [isDownloading, setIsDownloading] = useState(false);
  const isReady = recording.status === 'ready';
  const download = async () => {
    setIsDownloading(true);
    await downloadRecording(recording.recordingId, recording.name).catch((error: unknown) =>
      toast.error(recordingErrorText(error, t)),
    );
    setIsDownloading(false);
  };
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-surface-raised p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-semibold [overflow-wrap:anywhere]">{recording.name}</span>
        <span className="text-sm text-fg-muted">
          {new Date(recording.startedAt).toLocaleString(i18n.language, {
            dateStyle: 'medium',
            timeStyle: 'short',
          })}
          {' · '}
          {isReady &&
            `${durationText(recording.durationMs)} · ${sizeText(recording.sizeBytes, i18n.language)}`}
          {recording.status === 'recording' && t('recordings.statusRecording')}
          {recording.status === 'processing' && (
            <span role="status" className="inline-flex items-center gap-1">
              <Spinner className="size-3" />
              {t('recordings.statusProcessing')}
            </span>
          )}
        </span>
      </div>
      {isReady && (
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <AppLink
              to={`/viewrecordings/${recording.type}/${encodeURIComponent(recording.recordingId)}`}
              aria-label={t('recordings.playLabel', { name: recording.name })}
            >
              <Play className="size-4" aria-hidden="true" />
              {t('recordings.play')}
            </AppLink>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={isDownloading}
            aria-label={t('recordings.downloadLabel', { name: recording.name })}
            onClick={() => void download()}
          >
            <Download className="size-4" aria-hidden="true" />
            {t('recordings.download')}
          </Button>
          <Button asChild variant="ghost" size="sm">
            <AppLink
              to={`/recording/${encodeURIComponent(recording.recordingId)}/edit`}
              aria-label={t('recordings.editLabel', { name: recording.name })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {t('recordings.edit')}
            </AppLink>
          </Button>
        </div>
      )}
    </li>
  );
}

/** `/myrecordings`: the member's recordings, five to a page (spec 000 §7, §9). */
export function MyRecordingsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const recordings = useQuery({
    queryKey: recordingKeys.page(page),
    queryFn: () => fetchMyRecordings(page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refreshWhileProcessing(query.state.data?.list),
  });
  const list = recordings.data?.list ?? [];
  const pagination = recordings.data?.pagination;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('pages.myRecordings') })}</title>
      <h1 className="text-2xl font-bold">{t('pages.myRecordings')}</h1>
      {recordings.isPending && <LoadingState label={t('recordings.loading')} />}
      {recordings.isError && <Banner tone="warning">{t('recordings.loadFailed')}</Banner>}
      {recordings.isSuccess && list.length === 0 && (
        <EmptyState
          icon={<Video className="size-10" aria-hidden="true" />}
          title={t('recordings.empty')}
          description={t('recordings.emptyHint')}
        />
      )}
      {list.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={t('pages.myRecordings')}>
          {list.map((recording) => (
            <RecordingRow key={recording.recordingId} recording={recording} />
          ))}
        </ul>
      )}
      {pagination && (pagination.page > 1 || pagination.hasNextPage) && (
        <nav aria-label={t('recordings.pages')} className="flex items-center justify-between gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('recordings.previous')}
          </Button>
          <span className="text-sm text-fg-muted" aria-live="polite">
            {t('recordings.pageOf', {
              page,
              pages: Math.max(1, Math.ceil(pagination.total / pagination.pageSize)),
            })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={!pagination.hasNextPage}
            onClick={() => setPage(page + 1)}
          >
            {t('recordings.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
