import { useTranslation } from 'react-i18next';
import type { TextFieldBinding } from '../../lib/forms/index.ts';
import { TextField } from '../../ui/TextField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import type { AccountValues } from './accountForm.ts';

interface AccountFieldsProps {
  /** The form's `textField`, binding each credential field. */
  bind: (field: keyof AccountValues) => TextFieldBinding;
}

/** The credentials of a new account: e-mail, password and its confirmation, date of birth (YYYY-MM-DD). */
export function AccountFields({ bind }: AccountFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('auth.email')} type="email" autoComplete="email" {...bind('email')} />
      <NewPasswordFields
        password={bind('password')}
        confirmation={bind('confirmPassword')}
        passwordLabel="password"
      />
      <TextField
        label={t('auth.dateOfBirth')}
        hint={t('auth.dateOfBirthHint')}
        placeholder="YYYY-MM-DD"
        inputMode="numeric"
        autoComplete="bday"
        {...bind('dateOfBirth')}
      />
    </>
  );
}
