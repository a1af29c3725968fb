import { ResponseCode } from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { AppLink } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toastStore.ts';
import { logIn } from './authApi.ts';
import { validateLoginForm, type LoginCredentials, type LoginFormErrors } from './loginForm.ts';

/** The login dialog: e-mail and password, checked inline, then `POST /api/passport/v1/login`. */
export function LoginDialog() {
  const { t } = useTranslation();
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const [values, setValues] = useState<LoginCredentials>({ email: '', password: '' });
  const [showsPassword, setShowsPassword] = useState(false);
  const [errors, setErrors] = useState<LoginFormErrors>({});

  const login = useMutation({
    mutationFn: logIn,
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        // spec 000 §7: a login answered with another code is rejected with the server's message.
        toast.error(answer.message);
        return;
      }
      closeDialog('login');
      toast.success(t('auth.loggedIn'));
    },
    onError: (error) => {
      console.warn('Login failed', error);
      toast.error(t('messages.genericError'));
    },
  });

  // Typing into a field clears its error; the next submit checks again.
  const changeField = (field: keyof LoginCredentials) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateLoginForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    login.mutate(result.credentials);
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
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={changeField('email')}
          error={errors.email && t(`messages.${errors.email}`)}
        />
        <TextField
          label={t('auth.password')}
          type={showsPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={changeField('password')}
          error={errors.password && t(`messages.${errors.password}`)}
        />
        <Checkbox
          label={t('auth.showPassword')}
          checked={showsPassword}
          onChange={(event) => setShowsPassword(event.target.checked)}
        />
        <Button type="submit" isLoading={login.isPending}>
          {t('auth.submit')}
        </Button>
        <p className="text-center text-sm text-fg-muted">
          {t('auth.noAccount')}{' '}
          <AppLink to="/signup" className="font-medium text-accent underline">
            {t('auth.signUp')}
          </AppLink>
        </p>
      </form>
    </Dialog>
  );
}
