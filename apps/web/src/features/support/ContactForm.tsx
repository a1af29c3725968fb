import { ContactMessage, ResponseCode, type SupportMessageKind } from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../lib/forms/index.ts';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { contactAnswerFields, validateContactFields, type ContactValues } from './contactForm.ts';
import { sendContactMessage } from './supportApi.ts';

interface ContactFormProps {
  kind: SupportMessageKind;
  /** The first values: empty on the contact page, the member's name and e-mail in the feedback dialog. */
  initialValues: ContactValues;
  submitLabel: string;
  onSent: () => void;
}

/**
 * The one form of a message to the operators, for the contact page and the feedback dialog: checked as the
 * spec's contact message (spec 000 §5) before it is sent, and the server's refusal shown under its fields.
 */
export function ContactForm({ kind, initialValues, submitLabel, onSent }: ContactFormProps) {
  const { t } = useTranslation();
  const form = useForm(initialValues);
  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: (answer) => {
      if (answer.code === ResponseCode.Success) onSent();
      else form.showAnswer(answer, contactAnswerFields);
    },
    onError: (error) => {
      console.warn('Sending the contact message failed', error);
      form.setFormError(t('messages.genericError'));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateContactFields(form.values);
    if (!result.ok) {
      form.setErrors(result.errors);
      return;
    }
    send.mutate({ ...result.values, kind });
  };

  const messageChars = Array.from(form.values.message).length;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={form.formError} />
      <TextField label={t('support.name')} autoComplete="name" {...form.textField('name')} />
      <TextField label={t('support.email')} type="email" autoComplete="email" {...form.textField('email')} />
      <TextAreaField
        label={t('support.message')}
        rows={6}
        hint={t('support.messageCount', { used: messageChars, max: ContactMessage.maxChars })}
        {...form.textField('message')}
      />
      <Button type="submit" isLoading={send.isPending} className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
