import { lazy } from 'react';

export { logIn, logOut } from './authApi.ts';
export { AuthDialogHost } from './AuthDialogHost.tsx';
export { logInFromAddressIfAsked } from './autoLoginGuard.ts';

/** The change-password form of the edit-profile page; its code loads with that page (render it in Suspense). */
export const ChangePasswordForm = lazy(async () => ({
  default: (await import('./ChangePasswordForm.tsx')).ChangePasswordForm,
}));
