import { validateProfileImage } from '@limelight/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../lib/forms/FileUploadField.tsx';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { userKeys } from './userQueries.ts';
import { uploadProfileImage, type ProfileImageKind } from './usersApi.ts';

interface ProfileImageFieldProps {
  kind: ProfileImageKind;
  currentUrl: string | null;
  /** The member's display name, the avatar's text alternative. */
  displayName: string;
}

/**
 * Picks and uploads a new avatar or background: images only (spec 000 §5 'Please upload an image file'), up
 * to 20,000,000 bytes, with the upload's progress and a success or failure notice (spec 000 §8).
 */
export function ProfileImageField({ kind, currentUrl, displayName }: ProfileImageFieldProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [uploadedUrl, setUploadedUrl] = useState<string>();
  const label = kind === 'avatar' ? t('editProfile.avatar') : t('editProfile.background');

  const shownUrl = uploadedUrl ?? currentUrl;
  const preview =
    kind === 'avatar' ? (
      <UserAvatar name={displayName} src={shownUrl} size="lg" />
    ) : (
      <div className="h-28 overflow-hidden rounded-lg bg-gradient-to-r from-brand-main to-brand-minor">
        {shownUrl && <img src={shownUrl} alt={label} className="size-full object-cover" />}
      </div>
    );
  return (
    <FileUploadField
      label={label}
      accept="image/*"
      chooseLabel={kind === 'avatar' ? t('editProfile.changeAvatar') : t('editProfile.changeBackground')}
      icon={ImageUp}
      uploadingLabel={t('editProfile.uploading', { name: label })}
      preview={preview}
      check={(file) => {
        const check = validateProfileImage({ name: file.name, sizeBytes: file.size });
        return check.ok ? undefined : check.messageKey;
      }}
      upload={(file, onProgress) => uploadProfileImage(kind, file, onProgress)}
      successMessage={t('editProfile.imageUpdated')}
      onUploaded={(url) => {
        if (url) setUploadedUrl(url);
        void queryClient.invalidateQueries({ queryKey: userKeys.all });
      }}
    />
  );
}
