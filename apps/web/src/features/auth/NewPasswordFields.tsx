import { useTranslation } from 'react-i18next';
import type { TextFieldBinding } from '../../lib/forms/index.ts';
import { TextField } from '../../ui/TextField.tsx';

interface NewPasswordFieldsProps {
  password: TextFieldBinding;
  confirmation: TextFieldBinding;
  /** 'password' when creating an account, 'newPassword' when replacing one. */
  passwordLabel: 'password' | 'newPassword';
}

/** A new password and its confirmation ('Passwords do not match', spec 000 §5), for password managers too. */
export function NewPasswordFields({ password, confirmation, passwordLabel }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t(`auth.${passwordLabel}`)}
        type="password"
        autoComplete="new-password"
        {...password}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  );
}
