import { ResponseCode } from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { useForm } from '../../lib/forms/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { toast } from '../../ui/toastStore.ts';
import { requestResetPasswordCode, resetPassword } from './authApi.ts';
import { DialogSwitchLink } from './DialogSwitchLink.tsx';
import { validateResetPasswordForm, validateResetRequestForm } from './passwordForms.ts';

/** A reset in progress: the address the code went to and the token that ties the code to the request. */
interface ResetRequest {
  email: string;
  token: string;
}

/** Step 1: the account's address, to which the server e-mails a code. */
function ResetRequestStep({ onCodeSent }: { onCodeSent: (request: ResetRequest) => void }) {
  const { t } = useTranslation();
  const form = useForm({ email: '' });
  const sendCode = useMutation({
    mutationFn: async (email: string) => ({ email, answer: await requestResetPasswordCode(email) }),
    onSuccess: ({ email, answer }) => {
      if (answer.code === ResponseCode.Success) onCodeSent({ email, token: answer.data.token });
      else form.showAnswer(answer, { byPath: { username: 'email' } });
    },
    onError: () => form.setFormError(t('messages.genericError')),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateResetRequestForm(form.values);
    if (result.ok) sendCode.mutate(result.values.email);
    else form.setErrors(result.errors);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={form.formError} />
      <TextField label={t('auth.email')} type="email" autoComplete="email" {...form.textField('email')} />
      <Button type="submit" isLoading={sendCode.isPending}>
        {t('auth.sendCode')}
      </Button>
    </form>
  );
}

/** Step 2: the e-mailed code and the new password; a success logs the member in. */
function NewPasswordStep({ request, onDone }: { request: ResetRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ code: '', newPassword: '', confirmPassword: '' });
  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: (answer) => {
      if (answer.code === ResponseCode.Success) onDone();
      else form.showAnswer(answer, { byPath: { code: 'code', newPassword: 'newPassword' } });
    },
    onError: () => form.setFormError(t('messages.genericError')),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateResetPasswordForm(form.values);
    if (!result.ok) {
      form.setErrors(result.errors);
      return;
    }
    const { code, newPassword } = result.values;
    reset.mutate({ token: request.token, code, newPassword });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p role="status" className="text-sm text-fg-muted">
        {t('auth.codeSent', { email: request.email })}
      </p>
      <FormAlert message={form.formError} />
      <TextField
        label={t('auth.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.textField('code')}
      />
      <NewPasswordFields
        password={form.textField('newPassword')}
        confirmation={form.textField('confirmPassword')}
        passwordLabel="newPassword"
      />
      <Button type="submit" isLoading={reset.isPending}>
        {t('auth.resetSubmit')}
      </Button>
    </form>
  );
}

/** Forgotten password: a code by e-mail (`getResetPasswordCode`), then the code and a new password (`resetPassword`). */
export function ResetPasswordDialog() {
  const { t } = useTranslation();
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const [request, setRequest] = useState<ResetRequest>();

  const finish = () => {
    closeDialog('resetPassword');
    toast.success(t('auth.passwordReset'));
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) closeDialog('resetPassword');
      }}
      title={t('auth.resetTitle')}
      description={t('auth.resetDescription')}
    >
      <div className="flex flex-col gap-4">
        {request ? (
          <NewPasswordStep request={request} onDone={finish} />
        ) : (
          <ResetRequestStep onCodeSent={setRequest} />
        )}
        <p className="text-center">
          <DialogSwitchLink from="resetPassword" to="login">
            {t('auth.backToLogin')}
          </DialogSwitchLink>
        </p>
      </div>
    </Dialog>
  );
}
