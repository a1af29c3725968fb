import { lazy, Suspense } from 'react';
import { useIsDialogOpen } from '../../lib/dialogs/index.ts';

// The dialog's code loads the first time someone opens it.
const LoginDialog = lazy(async () => ({ default: (await import('./LoginDialog.tsx')).LoginDialog }));

/** Renders the login dialog while the dialog store has it open. */
export function LoginDialogHost() {
  const isOpen = useIsDialogOpen('login');
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
