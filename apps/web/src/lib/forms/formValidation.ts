import type { MessageKey, Validation } from '@limelight/protocol';

/** The message key of each field at fault, for `t('messages.<key>')`. */
export type FormErrors<F extends string> = Partial<Record<F, MessageKey>>;

type CheckedValues<C> = { [F in keyof C]: C[F] extends Validation<infer T> ? T : never };

/** A whole form's check: every field's normalised value, or the message of each field at fault. */
export type FormValidation<C extends Record<string, Validation<unknown>>> =
  { ok: true; values: CheckedValues<C> } | { ok: false; errors: FormErrors<keyof C & string> };

/**
 * Gathers the checks of a form's fields (the protocol's validators of spec 000 §5), so that one submit
 * reports every field at fault at once.
 */
export function validateForm<C extends Record<string, Validation<unknown>>>(checks: C): FormValidation<C> {
  const errors: FormErrors<keyof C & string> = {};
  const values: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(checks)) {
    if (check.ok) values[field] = check.value;
    else errors[field as keyof C & string] = check.messageKey;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: values as CheckedValues<C> };
}
