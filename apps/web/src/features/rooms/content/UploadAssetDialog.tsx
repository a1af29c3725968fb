import {
  UploadLimit,
  uploadKindOf,
  validateUpload,
  type ContentItem,
  type SyncAssetUploadType,
  type UploadKind,
} from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../lib/forms/FileUploadField.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { toastRefusal } from '../toastRefusal.ts';
import { shareContent, uploadAsset } from './contentApi.ts';

/** The asset type of each kind of file (spec 000 §3 asset types). */
const assetTypeOf: Record<UploadKind, SyncAssetUploadType> = {
  image: 'contentImage',
  video: 'contentVideo',
  pdf: 'contentPdf',
};

const accept = [...UploadLimit.imageExtensions, ...UploadLimit.videoExtensions, ...UploadLimit.pdfExtensions]
  .map((extension) => `.${extension}`)
  .join(',');

/** An asset's name from its file's: without the extension, within the 100 characters a name may have. */
const assetNameOf = (fileName: string) => (fileName.replace(/\.[^.]+$/, '').trim() || fileName).slice(0, 100);

interface UploadAssetDialogProps {
  roomId: string;
  isPublished: boolean;
  onClose: () => void;
}

/**
 * Uploads an image, mp4 or pdf (spec 001 §5: uploads accept an image, mp4 or pdf file) to the room's
 * assets with its progress; the asset limit's refusal (171115) is the server's message. Once stored, it
 * can be shared at once.
 */
export function UploadAssetDialog({ roomId, isPublished, onClose }: UploadAssetDialogProps) {
  const { t } = useTranslation();
  const [uploaded, setUploaded] = useState<ContentItem>();
  const sharing = useMutation({
    mutationFn: (item: ContentItem) => shareContent(roomId, item, isPublished),
    onSuccess: onClose,
    onError: (failure) => toastRefusal(failure, t),
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('roomContent.app.upload')}
      description={t('roomContent.uploadHint')}
    >
      <div className="flex flex-col gap-4">
        <FileUploadField<ContentItem>
          label={t('roomContent.uploadFile')}
          accept={accept}
          chooseLabel={t('roomContent.chooseFile')}
          icon={Upload}
          uploadingLabel={t('roomContent.uploading')}
          preview={null}
          check={(file) => {
            const check = validateUpload({ name: file.name, sizeBytes: file.size });
            return check.ok ? undefined : check.messageKey;
          }}
          upload={(file, onProgress) => {
            const kind = uploadKindOf(file.name) ?? 'image';
            const fields = { type: assetTypeOf[kind], name: assetNameOf(file.name), file };
            return uploadAsset(roomId, fields, onProgress);
          }}
          successMessage={t('roomContent.uploaded')}
          onUploaded={setUploaded}
        />
        {uploaded && (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-surface-muted p-3">
            <span className="min-w-0 truncate font-medium">{uploaded.name}</span>
            <Button size="sm" isLoading={sharing.isPending} onClick={() => sharing.mutate(uploaded)}>
              {t('roomContent.shareNow')}
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
