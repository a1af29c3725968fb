import { ResponseCode } from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { useForm } from '../../lib/forms/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toastStore.ts';
import { logIn } from './authApi.ts';
import { DialogSwitchLink } from './DialogSwitchLink.tsx';
import { validateLoginForm } from './loginForm.ts';

/** The login dialog: e-mail and password, checked inline, then `POST /api/passport/v1/login`. */
export function LoginDialog() {
  const { t } = useTranslation();
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const form = useForm({ email: '', password: '' });
  const [showsPassword, setShowsPassword] = useState(false);

  const login = useMutation({
    mutationFn: logIn,
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        // spec 000 §7: a login answered with another code is rejected with the server's message.
        form.showAnswer(answer, { byPath: { username: 'email', password: 'password' } });
        return;
      }
      closeDialog('login');
      toast.success(t('auth.loggedIn'));
    },
    onError: (error) => {
      console.warn('Login failed', error);
      form.setFormError(t('messages.genericError'));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateLoginForm(form.values);
    if (!result.ok) {
      form.setErrors(result.errors);
      return;
    }
    login.mutate({ username: result.values.email, password: result.values.password });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) closeDialog('login');
      }}
      title={t('auth.loginTitle')}
      description={t('auth.loginDescription')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={form.formError} />
        <TextField label={t('auth.email')} type="email" autoComplete="email" {...form.textField('email')} />
        <TextField
          label={t('auth.password')}
          type={showsPassword ? 'text' : 'password'}
          autoComplete="current-password"
          {...form.textField('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Checkbox
            label={t('auth.showPassword')}
            checked={showsPassword}
            onChange={(event) => setShowsPassword(event.target.checked)}
          />
          <DialogSwitchLink from="login" to="resetPassword">
            {t('auth.forgotPassword')}
          </DialogSwitchLink>
        </div>
        <Button type="submit" isLoading={login.isPending}>
          {t('auth.submit')}
        </Button>
        <p className="text-center text-sm text-fg-muted">
          {t('auth.noAccount')}{' '}
          <DialogSwitchLink from="login" to="signUp">
            {t('auth.signUp')}
          </DialogSwitchLink>
        </p>
      </form>
    </Dialog>
  );
}
