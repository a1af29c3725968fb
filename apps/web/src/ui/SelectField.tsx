import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldControlClassName } from './FieldFrame.tsx';
import { joinClassNames } from './classNames.ts';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  hint?: string;
}

/** A labelled native select (keyboard and screen-reader behaviour for free) with its inline error. */
export function SelectField({ label, options, error, hint, className, ...rest }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} className={joinClassNames('h-10', fieldControlClassName(error))} {...rest}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
