import * as Label from '@radix-ui/react-label';
import { useId, type InputHTMLAttributes } from 'react';
import { FieldError } from './FieldError.tsx';
import { focusRingClassName, joinClassNames } from './classNames.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The inline error under the field; also marks the input invalid for assistive technology. */
  error?: string;
  hint?: string;
}

/** A labelled text input with its hint and inline error, both linked through aria-describedby. */
export function TextField({ label, error, hint, className, ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={joinClassNames('flex flex-col gap-1.5', className)}>
      <Label.Root htmlFor={id} className="text-sm font-medium">
        {label}
      </Label.Root>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={joinClassNames(
          'h-10 rounded-md border bg-surface px-3 text-fg placeholder:text-fg-muted',
          error ? 'border-danger' : 'border-border',
          focusRingClassName,
        )}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
