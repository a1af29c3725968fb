import type { InputHTMLAttributes } from 'react';
import { FieldFrame, fieldControlClassName } from './FieldFrame.tsx';
import { joinClassNames } from './classNames.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The inline error under the field; also marks the input invalid for assistive technology. */
  error?: string;
  hint?: string;
}

/** A labelled text input with its hint and inline error, both linked through aria-describedby. */
export function TextField({ label, error, hint, className, ...rest }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input {...control} className={joinClassNames('h-10', fieldControlClassName(error))} {...rest} />
      )}
    </FieldFrame>
  );
}
