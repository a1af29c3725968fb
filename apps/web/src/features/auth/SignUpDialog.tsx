import { ResponseCode } from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { useForm } from '../../lib/forms/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { toast } from '../../ui/toastStore.ts';
import { AccountFields } from './AccountFields.tsx';
import { signUpAnswerFields, validateSignUpForm, type SignUpValues } from './accountForm.ts';
import { register } from './authApi.ts';
import { DialogSwitchLink } from './DialogSwitchLink.tsx';

const emptySignUp: SignUpValues = {
  email: '',
  password: '',
  confirmPassword: '',
  dateOfBirth: '',
  acceptsTerms: false,
};

/** The sign-up dialog: every rule of spec 000 §5 inline, then `POST /api/passport/v1/register`. */
export function SignUpDialog() {
  const { t } = useTranslation();
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const form = useForm(emptySignUp);

  const signUp = useMutation({
    mutationFn: register,
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        form.showAnswer(answer, signUpAnswerFields);
        return;
      }
      closeDialog('signUp');
      toast.success(t('auth.signedUp'));
    },
    onError: (error) => {
      console.warn('Sign-up failed', error);
      form.setFormError(t('messages.genericError'));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateSignUpForm(form.values, new Date());
    if (!result.ok) {
      form.setErrors(result.errors);
      return;
    }
    const { email, password, dateOfBirth } = result.values;
    signUp.mutate({ email, password, dob: dateOfBirth });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) closeDialog('signUp');
      }}
      title={t('auth.signUpTitle')}
      description={t('auth.signUpDescription')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={form.formError} />
        <AccountFields bind={form.textField} />
        <Checkbox label={t('auth.acceptTerms')} {...form.checkbox('acceptsTerms')} />
        <Button type="submit" isLoading={signUp.isPending}>
          {t('auth.createAccount')}
        </Button>
        <p className="text-center text-sm text-fg-muted">
          {t('auth.haveAccount')}{' '}
          <DialogSwitchLink from="signUp" to="login">
            {t('auth.submit')}
          </DialogSwitchLink>
        </p>
      </form>
    </Dialog>
  );
}
