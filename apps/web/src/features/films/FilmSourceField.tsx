import { FilmLimit } from '@limelight/protocol';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../ui/FieldError.tsx';
import { filmSourceProblemOf } from './filmUpload.ts';

const acceptedTypes = FilmLimit.sourceExtensions.map((extension) => `.${extension}`).join(',');
const maxSourceMegabytes = Math.round(FilmLimit.maxSourceBytes / (1024 * 1024));

interface FilmSourceFieldProps {
  label: string;
  /** A file that passed the checks of extension and size, or undefined when the choice was refused. */
  onChoose: (file: File | undefined) => void;
  disabled?: boolean;
}

/** The film's video file: MP4, MOV or MKV of at most 300 MB, checked before anything is sent. */
export function FilmSourceField({ label, onChoose, disabled }: FilmSourceFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string>();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={acceptedTypes}
        disabled={disabled}
        aria-invalid={problem !== undefined}
        aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
        className="text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-border file:bg-surface-raised file:px-3 file:py-1.5"
        onChange={(event) => {
          const file = event.target.files?.[0];
          const found = file && filmSourceProblemOf(file);
          setProblem(found && t(`films.upload.problem.${found}`, { megabytes: maxSourceMegabytes }));
          onChoose(file && !found ? file : undefined);
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-fg-muted">
        {t('films.upload.fileHint', { megabytes: maxSourceMegabytes })}
      </p>
      <FieldError id={`${id}-error`} message={problem} />
    </div>
  );
}
