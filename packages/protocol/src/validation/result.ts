import { z } from 'zod';
import { Messages, type MessageKey } from '../messages.ts';

/** A passed check carrying the normalised value (trimmed, lower-cased, parsed). */
export interface Passed<T> {
  readonly ok: true;
  readonly value: T;
}

/** A failed check: the message key for i18n, its English text and, in forms, the field at fault. */
export interface Failed {
  readonly ok: false;
  readonly messageKey: MessageKey;
  readonly message: string;
  readonly field?: string;
}

/** The one result shape of every validator in this package. */
export type Validation<T> = Passed<T> | Failed;

/** A passed check. */
export function pass<T>(value: T): Passed<T> {
  return { ok: true, value };
}

/** A failed check with the message of `messageKey`, naming `field` when the check covers a form. */
export function fail(messageKey: MessageKey, field?: string): Failed {
  const failure = { ok: false, messageKey, message: Messages[messageKey] } as const;
  return field === undefined ? failure : { ...failure, field };
}

/** A zod schema that parses with `input`, then runs `validate` and reports its message as the zod issue. */
export function validatedSchema<I extends z.ZodType, T>(
  input: I,
  validate: (value: z.output<I>) => Validation<T>,
) {
  return input.transform((value, ctx) => {
    const result = validate(value);
    if (result.ok) return result.value;
    ctx.addIssue({
      code: 'custom',
      message: result.message,
      input: value,
      ...(result.field === undefined ? {} : { path: [result.field] }),
    });
    return z.NEVER;
  });
}
