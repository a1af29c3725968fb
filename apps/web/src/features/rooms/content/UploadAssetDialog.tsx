import {
  UploadLimit,
  isModelFileName,
  uploadKindOf,
  validateModelUpload,
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
import { LazyModelView } from './LazyModelView.tsx';

/** The asset type of each kind of file (spec 000 §3 asset types). */
const assetTypeOf: Record<UploadKind, SyncAssetUploadType> = {
  image: 'contentImage',
  video: 'contentVideo',
  pdf: 'contentPdf',
};

const accept = [
  ...UploadLimit.imageExtensions,
  ...UploadLimit.videoExtensions,
  ...UploadLimit.pdfExtensions,
  ...UploadLimit.modelExtensions,
]
  .map((extension) => `.${extension}`)
  .join(',');

/** The asset type of a file by its name: a 3D model (.glb, .gltf), or spec 000's image, mp4 or pdf. */
const assetTypeOfFile = (fileName: string): SyncAssetUploadType =>
  isModelFileName(fileName) ? 'contentModel' : assetTypeOf[uploadKindOf(fileName) ?? 'image'];

/** An asset's name from its file's: without the extension, within the 100 characters a name may have. */
const assetNameOf = (fileName: string) => (fileName.replace(/\.[^.]+$/, '').trim() || fileName).slice(0, 100);

interface UploadAssetDialogProps {
  roomId: string;
  isPublished: boolean;
  onClose: () => void;
}

/**
 * Uploads an image, mp4 or pdf (spec 001 §5: uploads accept an image, mp4 or pdf file), or a 3D model
 * (.glb, .gltf: the "3D model uploader", previewed here before it is shared) to the room's assets with its
 * progress; the asset limit's refusal (171115) is the server's message. Once stored, it
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
            const offered = { name: file.name, sizeBytes: file.size };
            const check = isModelFileName(file.name) ? validateModelUpload(offered) : validateUpload(offered);
            return check.ok ? undefined : check.messageKey;
          }}
          upload={(file, onProgress) => {
            const fields = { type: assetTypeOfFile(file.name), name: assetNameOf(file.name), file };
            return uploadAsset(roomId, fields, onProgress);
          }}
          successMessage={t('roomContent.uploaded')}
          onUploaded={setUploaded}
        />
        {uploaded?.mode === 'model' && uploaded.urls?.web && (
          <figure className="flex h-64 flex-col gap-1">
            <LazyModelView src={uploaded.urls.web} name={uploaded.name ?? ''} />
            <figcaption className="text-sm text-fg-muted">{t('roomContent.modelPreview')}</figcaption>
          </figure>
        )}
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
