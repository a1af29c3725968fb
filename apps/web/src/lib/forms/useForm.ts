import type { Envelope } from '@limelight/protocol';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { answerErrorsOf, type AnswerFieldMapping } from './answerErrors.ts';
import type { FormErrors } from './formValidation.ts';

type FormValues<V> = { [K in keyof V]: string | boolean };
type FieldsHolding<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/** The props that bind a text control (TextField, TextAreaField, SelectField) to a field of a form. */
export interface TextFieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  error: string | undefined;
}

/**
 * The state of a form: its values, the message under each field at fault and one above the form for what
 * belongs to no field. Changing a field clears its error; the next submit checks again.
 */
export function useForm<V extends FormValues<V>>(initialValues: V) {
  type Field = keyof V & string;
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [formError, setFormError] = useState<string>();

  const setValue = <K extends Field>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest as FormErrors<Field>);
    setFormError(undefined);
  };

  const errorText = (field: Field): string | undefined => {
    const key = errors[field];
    return key && t(`messages.${key}`);
  };

  return {
    values,
    setErrors,
    formError,
    setFormError,
    /** Props that bind a TextField to a text field of the form. */
    textField: (field: FieldsHolding<V, string>): TextFieldBinding => ({
      name: field,
      value: values[field] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        setValue(field, event.target.value as V[typeof field]),
      error: errorText(field),
    }),
    /** Props that bind a Checkbox to a yes/no field of the form. */
    checkbox: (field: FieldsHolding<V, boolean>) => ({
      name: field,
      checked: values[field] as boolean,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValue(field, event.target.checked as V[typeof field]),
      error: errorText(field),
    }),
    /** Empties the form back to its first values, errors included. */
    reset: () => {
      setValues(initialValues);
      setErrors({});
      setFormError(undefined);
    },
    /** Shows a refused request's failures under their fields and the rest above the form. */
    showAnswer: (answer: Envelope<unknown>, mapping: AnswerFieldMapping<Field>) => {
      const shown = answerErrorsOf(answer, mapping, t);
      setErrors(shown.fields);
      setFormError(shown.message);
    },
  };
}
