import { hasAutoLoginCredentials } from './autoLoginAddress.ts';
import type { AddressParts } from './autoLogin.ts';

/**
 * The navigation guard's automatic e-mail login (spec 000 §2). Only an address with credentials loads the
 * login code; every other address settles at once.
 */
export async function logInFromAddressIfAsked(
  address: AddressParts,
  replaceAddress: (to: string) => Promise<void>,
): Promise<void> {
  if (!hasAutoLoginCredentials(address.search)) return;
  const { logInFromAddress } = await import('./autoLoginInBrowser.ts');
  await logInFromAddress(address, replaceAddress);
}
