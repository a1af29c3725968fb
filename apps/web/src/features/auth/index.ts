export { logOut } from './authApi.ts';
export { LoginDialogHost } from './LoginDialogHost.tsx';
