import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, fieldControlClassName } from './FieldFrame.tsx';
import { joinClassNames } from './classNames.ts';

/** A textarea's props (its `ref` included: a composer puts text at its caret). */
interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line text input with its hint and inline error. */
export function TextAreaField({ label, error, hint, className, rows = 4, ...rest }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={joinClassNames('resize-y py-2', fieldControlClassName(error))}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}
