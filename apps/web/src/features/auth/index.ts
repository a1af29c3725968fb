export { logIn, logOut } from './authApi.ts';
export { AuthDialogHost } from './AuthDialogHost.tsx';
export { logInFromAddressIfAsked } from './autoLoginGuard.ts';
