import {
  fail,
  ResponseCode,
  UploadLimit,
  validateUpload,
  type MessageKey,
  type Validation,
} from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '../../../lib/i18n/index.ts';
import { joinClassNames } from '../../../ui/classNames.ts';
import { FieldError } from '../../../ui/FieldError.tsx';
import { ProgressBar } from '../../../ui/ProgressBar.tsx';
import { toast } from '../../../ui/toastStore.ts';
import { uploadEventFile } from '../eventsApi.ts';

/** The event media of spec 000 §3 the editor uploads (cover, thumbnail and poster images, the trailer video). */
export type EventMediaType = 'cover' | 'thumbnail' | 'poster' | 'trailer';

interface MediaUploadFieldProps {
  eventId: string;
  type: EventMediaType;
  currentUrl: string | null;
  /** Called once the server stored the file (it sets the event's field itself). */
  onUploaded: () => void;
}

const isVideo = (type: EventMediaType) => type === 'trailer';
const acceptOf = (type: EventMediaType) =>
  (isVideo(type) ? UploadLimit.videoExtensions : UploadLimit.imageExtensions)
    .map((ext) => `.${ext}`)
    .join(',');

/** spec 000 §5 uploads: images up to 20,000,000 bytes, mp4 video up to 300 MB, each where it belongs. */
function validateMediaFile(file: File, type: EventMediaType): Validation<unknown> {
  const check = validateUpload({ name: file.name, sizeBytes: file.size });
  if (!check.ok) return check;
  return check.value === (isVideo(type) ? 'video' : 'image') ? check : fail('uploadTypeMismatch');
}

/** Picks and uploads one media file of an event, with its progress, preview and inline error. */
export function MediaUploadField({ eventId, type, currentUrl, onUploaded }: MediaUploadFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<MessageKey>();
  const label = t(`eventEditor.media.${type}`);

  const upload = useMutation({
    mutationFn: (file: File) => uploadEventFile(eventId, type, file, setProgress),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        toast.error(answerMessage(answer, t));
        return;
      }
      toast.success(t('eventEditor.media.uploaded', { name: label }));
      onUploaded();
    },
    onError: (failure) => {
      console.warn('Event upload failed', failure);
      toast.error(t('messages.uploadFailed'));
    },
    onSettled: () => setProgress(undefined),
  });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const check = validateMediaFile(file, type);
    setError(check.ok ? undefined : check.messageKey);
    if (!check.ok) return;
    setProgress(0);
    upload.mutate(file);
  };

  return (
    <div role="group" aria-labelledby={`${inputId}-label`} className="flex flex-col gap-2">
      <span id={`${inputId}-label`} className="text-sm font-medium">
        {label}
      </span>
      <div className="flex aspect-video items-center justify-center overflow-hidden rounded-lg bg-surface-muted">
        {currentUrl === null ? (
          <span className="text-sm text-fg-muted">{t('eventEditor.media.none')}</span>
        ) : isVideo(type) ? (
          <video src={currentUrl} controls preload="metadata" className="size-full" aria-label={label} />
        ) : (
          <img src={currentUrl} alt={label} className="size-full object-cover" />
        )}
      </div>
      <input
        id={inputId}
        type="file"
        accept={acceptOf(type)}
        className="peer sr-only"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={upload.isPending}
        onChange={pick}
      />
      <label
        htmlFor={inputId}
        className={joinClassNames(
          'inline-flex h-9 w-fit cursor-pointer items-center gap-2 rounded-md border border-border bg-surface-raised px-3 text-sm font-medium hover:bg-surface-muted',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
          'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        )}
      >
        <Upload className="size-4" aria-hidden="true" />
        {t('eventEditor.media.choose', { name: label })}
      </label>
      {progress !== undefined && (
        <ProgressBar value={progress} label={t('eventEditor.media.uploading', { name: label })} />
      )}
      <FieldError id={errorId} message={error && t(`messages.${error}`)} />
    </div>
  );
}
