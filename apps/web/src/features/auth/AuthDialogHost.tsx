import { lazy, Suspense } from 'react';
import { useIsDialogOpen } from '../../lib/dialogs/index.ts';

// Each dialog's code loads the first time someone opens it.
const LoginDialog = lazy(async () => ({ default: (await import('./LoginDialog.tsx')).LoginDialog }));
const SignUpDialog = lazy(async () => ({ default: (await import('./SignUpDialog.tsx')).SignUpDialog }));
const ResetPasswordDialog = lazy(async () => ({
  default: (await import('./ResetPasswordDialog.tsx')).ResetPasswordDialog,
}));

/** Renders the account dialogs (log in, sign up, reset password) that the dialog store has open. */
export function AuthDialogHost() {
  const isLoginOpen = useIsDialogOpen('login');
  const isSignUpOpen = useIsDialogOpen('signUp');
  const isResetOpen = useIsDialogOpen('resetPassword');
  return (
    <Suspense fallback={null}>
      {isLoginOpen && <LoginDialog />}
      {isSignUpOpen && <SignUpDialog />}
      {isResetOpen && <ResetPasswordDialog />}
    </Suspense>
  );
}
