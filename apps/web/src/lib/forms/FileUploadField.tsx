import { ResponseCode, type Envelope, type MessageKey } from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../ui/classNames.ts';
import { FieldError } from '../../ui/FieldError.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { toast } from '../../ui/toastStore.ts';
import { answerMessage } from '../i18n/index.ts';

export interface FileUploadFieldProps<T> {
  label: string;
  /** The file picker's `accept` list. */
  accept: string;
  /** The picker button's text and icon. */
  chooseLabel: string;
  icon: LucideIcon;
  /** The progress bar's name while the file is sent. */
  uploadingLabel: string;
  /** What the field holds now (an image, a video, a placeholder). */
  preview: ReactNode;
  /** The rule a picked file must pass before it is sent: the message key of the broken rule, if any. */
  check: (file: File) => MessageKey | undefined;
  upload: (file: File, onProgress: (sentFraction: number) => void) => Promise<Envelope<T>>;
  successMessage: string;
  /** Called with the answer's data once the server stored the file. */
  onUploaded: (data: T) => void;
}

/**
 * Picks one file, checks it where the user is, and sends it with its progress; a success or failure notice
 * (spec 000 §8) when the server answers, the broken rule inline when the file is refused before sending.
 */
export function FileUploadField<T>(props: FileUploadFieldProps<T>) {
  const {
    label,
    accept,
    chooseLabel,
    icon: Icon,
    uploadingLabel,
    preview,
    check,
    upload,
    successMessage,
  } = props;
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<MessageKey>();

  const sending = useMutation({
    mutationFn: (file: File) => upload(file, setProgress),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        toast.error(answerMessage(answer, t));
        return;
      }
      toast.success(successMessage);
      props.onUploaded(answer.data);
    },
    onError: (failure) => {
      console.warn('Upload failed', failure);
      toast.error(t('messages.uploadFailed'));
    },
    onSettled: () => setProgress(undefined),
  });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const broken = check(file);
    setError(broken);
    if (broken) return;
    setProgress(0);
    sending.mutate(file);
  };

  return (
    <div role="group" aria-labelledby={`${inputId}-label`} className="flex flex-col gap-2">
      <span id={`${inputId}-label`} className="text-sm font-medium">
        {label}
      </span>
      {preview}
      <input
        id={inputId}
        type="file"
        accept={accept}
        className="peer sr-only"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={sending.isPending}
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
        <Icon className="size-4" aria-hidden="true" />
        {chooseLabel}
      </label>
      {progress !== undefined && <ProgressBar value={progress} label={uploadingLabel} />}
      <FieldError id={errorId} message={error && t(`messages.${error}`)} />
    </div>
  );
}
