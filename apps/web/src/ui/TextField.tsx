import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, fieldControlClassName } from './FieldFrame.tsx';
import { joinClassNames } from './classNames.ts';

/** An input's props (its `ref` included: a composer puts text at its caret). */
interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
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
