import * as Label from '@radix-ui/react-label';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './FieldError.tsx';
import { focusRingClassName, joinClassNames } from './classNames.ts';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string;
}

/** A native checkbox (keyboard and form behaviour for free) with its label and inline error. */
export function Checkbox({ label, error, className, ...rest }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={joinClassNames('flex flex-col gap-1', className)}>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={joinClassNames('size-4 cursor-pointer accent-accent', focusRingClassName)}
          {...rest}
        />
        <Label.Root htmlFor={id} className="cursor-pointer text-sm">
          {label}
        </Label.Root>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
