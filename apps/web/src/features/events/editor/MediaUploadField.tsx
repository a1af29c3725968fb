import { fail, UploadLimit, validateUpload, type Validation } from '@limelight/protocol';
import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../lib/forms/FileUploadField.tsx';
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
  const label = t(`eventEditor.media.${type}`);
  const preview = (
    <div className="flex aspect-video items-center justify-center overflow-hidden rounded-lg bg-surface-muted">
      {currentUrl === null ? (
        <span className="text-sm text-fg-muted">{t('eventEditor.media.none')}</span>
      ) : isVideo(type) ? (
        <video src={currentUrl} controls preload="metadata" className="size-full" aria-label={label} />
      ) : (
        <img src={currentUrl} alt={label} className="size-full object-cover" />
      )}
    </div>
  );
  return (
    <FileUploadField
      label={label}
      accept={acceptOf(type)}
      chooseLabel={t('eventEditor.media.choose', { name: label })}
      icon={Upload}
      uploadingLabel={t('eventEditor.media.uploading', { name: label })}
      preview={preview}
      check={(file) => {
        const check = validateMediaFile(file, type);
        return check.ok ? undefined : check.messageKey;
      }}
      upload={(file, onProgress) => uploadEventFile(eventId, type, file, onProgress)}
      successMessage={t('eventEditor.media.uploaded', { name: label })}
      onUploaded={onUploaded}
    />
  );
}
