import { useDialogStore } from '../../lib/dialogs/index.ts';
import { answerMessage, i18n } from '../../lib/i18n/index.ts';
import { toast } from '../../ui/toastStore.ts';
import { fetchAutoLoginKey, logIn, logOut } from './authApi.ts';
import { runAutoLogin, type AddressParts } from './autoLogin.ts';

/** Runs the automatic login with the app's session, API client and page. */
export async function logInFromAddress(
  address: AddressParts,
  replaceAddress: (to: string) => Promise<void>,
): Promise<void> {
  await runAutoLogin(address, {
    userAgent: navigator.userAgent,
    replaceAddress,
    logOut,
    logIn,
    fetchKey: fetchAutoLoginKey,
    reload: () => window.location.reload(),
    reportFailure: (answer) => {
      toast.error(answer ? answerMessage(answer, i18n.t) : i18n.t('auth.autoLoginFailed'));
      useDialogStore.getState().openDialog('login');
    },
  });
}
