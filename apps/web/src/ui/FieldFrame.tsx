import * as Label from '@radix-ui/react-label';
import { useId, type ReactNode } from 'react';
import { FieldError } from './FieldError.tsx';
import { focusRingClassName, joinClassNames } from './classNames.ts';

/** The attributes that tie a form control to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  /** The inline error under the control; also marks the control invalid for assistive technology. */
  error?: string;
  hint?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The looks of a text-like control (input, textarea, select), with the border of its state. */
export function fieldControlClassName(error: string | undefined): string {
  return joinClassNames(
    'rounded-md border bg-surface px-3 text-fg placeholder:text-fg-muted',
    error ? 'border-danger' : 'border-border',
    focusRingClassName,
  );
}

/**
 * A label, a control and the control's hint and inline error, linked through aria-describedby. The frame may
 * shrink below the control's natural width (min-w-0), so that a row of fields reflows into its column
 * instead of running out of it.
 */
export function FieldFrame({ label, error, hint, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={joinClassNames('flex min-w-0 flex-col gap-1.5', className)}>
      <Label.Root htmlFor={id} className="text-sm font-medium">
        {label}
      </Label.Root>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
