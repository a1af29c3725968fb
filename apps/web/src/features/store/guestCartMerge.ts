import { ResponseCode } from '@limelight/protocol';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { toast } from '../../ui/toastStore.ts';
import { mergeCart } from './storeApi.ts';
import { storeKeys } from './storeQueries.ts';
import { cartRefusalMessage } from './useCartChange.ts';

/**
 * The member takes over the cart of the guest session `guestToken` names; then the cart is asked again and a
 * toast tells what could not be kept.
 */
export async function mergeGuestCart(
  guestToken: string,
  queryClient: QueryClient,
  t: TFunction,
): Promise<void> {
  const answer = await mergeCart(guestToken);
  void queryClient.invalidateQueries({ queryKey: storeKeys.cart() });
  if (answer.code === ResponseCode.Success) {
    if (answer.data.kept !== 'all') toast.info(t(`store.cartMerge.${answer.data.kept}`));
  } else if (answer.code !== ResponseCode.Forbidden) {
    // 4003: the guest session had ended (its cart cannot be claimed); anything else is told.
    toast.error(cartRefusalMessage(answer, t));
  }
}
