import { ResponseCode, validateProfileImage, type MessageKey } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '../../lib/i18n/index.ts';
import { joinClassNames } from '../../ui/classNames.ts';
import { FieldError } from '../../ui/FieldError.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { toast } from '../../ui/toastStore.ts';
import { UserAvatar } from './UserAvatar.tsx';
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
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [progress, setProgress] = useState<number>();
  const [uploadedUrl, setUploadedUrl] = useState<string>();
  const [error, setError] = useState<MessageKey>();
  const label = kind === 'avatar' ? t('editProfile.avatar') : t('editProfile.background');

  const upload = useMutation({
    mutationFn: (file: File) => uploadProfileImage(kind, file, setProgress),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success || !answer.data) {
        toast.error(answerMessage(answer, t));
        return;
      }
      setUploadedUrl(answer.data);
      toast.success(t('editProfile.imageUpdated'));
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: (failure) => {
      console.warn('Image upload failed', failure);
      toast.error(t('messages.uploadFailed'));
    },
    onSettled: () => setProgress(undefined),
  });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const check = validateProfileImage({ name: file.name, sizeBytes: file.size });
    if (!check.ok) {
      setError(check.messageKey);
      return;
    }
    setError(undefined);
    setProgress(0);
    upload.mutate(file);
  };

  const shownUrl = uploadedUrl ?? currentUrl;
  return (
    <div role="group" aria-labelledby={`${inputId}-label`} className="flex flex-col gap-2">
      <span id={`${inputId}-label`} className="text-sm font-medium">
        {label}
      </span>
      {kind === 'avatar' ? (
        <UserAvatar name={displayName} src={shownUrl} size="lg" />
      ) : (
        <div className="h-28 overflow-hidden rounded-lg bg-gradient-to-r from-brand-main to-brand-minor">
          {shownUrl && <img src={shownUrl} alt={label} className="size-full object-cover" />}
        </div>
      )}
      <input
        id={inputId}
        type="file"
        accept="image/*"
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
        <ImageUp className="size-4" aria-hidden="true" />
        {kind === 'avatar' ? t('editProfile.changeAvatar') : t('editProfile.changeBackground')}
      </label>
      {progress !== undefined && (
        <ProgressBar value={progress} label={t('editProfile.uploading', { name: label })} />
      )}
      <FieldError id={errorId} message={error && t(`messages.${error}`)} />
    </div>
  );
}
