import { ResponseCode } from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../lib/forms/index.ts';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { toast } from '../../ui/toastStore.ts';
import { changePassword } from './authApi.ts';
import { validateChangePasswordForm } from './passwordForms.ts';

/** Change password (spec 000 §7): the current password, then the new one twice. Other sessions end. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useForm({ oldPassword: '', newPassword: '', confirmPassword: '' });

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        form.showAnswer(answer, {
          byPath: { oldPassword: 'oldPassword', newPassword: 'newPassword' },
          byMessage: { passwordTooShort: 'newPassword' },
        });
        return;
      }
      form.reset();
      toast.success(t('auth.passwordChanged'));
    },
    onError: (error) => {
      console.warn('Changing the password failed', error);
      form.setFormError(t('messages.genericError'));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateChangePasswordForm(form.values);
    if (!result.ok) {
      form.setErrors(result.errors);
      return;
    }
    const { oldPassword, newPassword } = result.values;
    change.mutate({ oldPassword, newPassword });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={form.formError} />
      <TextField
        label={t('auth.currentPassword')}
        type="password"
        autoComplete="current-password"
        {...form.textField('oldPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordFields
          password={form.textField('newPassword')}
          confirmation={form.textField('confirmPassword')}
          passwordLabel="newPassword"
        />
      </div>
      <Button type="submit" variant="secondary" className="self-start" isLoading={change.isPending}>
        {t('auth.changePassword')}
      </Button>
    </form>
  );
}
