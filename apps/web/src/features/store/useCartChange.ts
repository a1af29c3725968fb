import { ResponseCode, StoreLimit, type Envelope, type StoreCart } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '../../lib/i18n/index.ts';
import { toast } from '../../ui/toastStore.ts';
import { storeKeys } from './storeQueries.ts';

/** Why the server refused a cart change, in the interface language. */
export function cartRefusalMessage(answer: Envelope<unknown>, t: TFunction): string {
  if (answer.code === ResponseCode.SoldOut) return t('store.cart.notEnoughStock');
  if (answer.code === ResponseCode.InvalidRequest)
    return t('store.cart.limits', { count: StoreLimit.maxLineCount, lines: StoreLimit.maxCartLines });
  const reason =
    typeof answer.data === 'object' && answer.data !== null && 'reason' in answer.data
      ? answer.data.reason
      : undefined;
  if (answer.code === ResponseCode.Conflict && reason === 'otherStore') return t('store.cart.otherStore');
  if (answer.code === ResponseCode.Conflict && reason === 'inCheckout') return t('store.cart.inCheckout');
  return answerMessage(answer, t);
}

/**
 * Sends one cart change: the cart it answers replaces the cached one; a refusal is told in a toast and the
 * cart is asked again (stock or prices may have moved). `onChanged` runs after an accepted change.
 */
export function useCartChange(onChanged?: (cart: StoreCart) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: () => Promise<Envelope<StoreCart>>) => change(),
    onSuccess: (answer) => {
      if (answer.code === ResponseCode.Success) {
        queryClient.setQueryData(storeKeys.cart(), answer.data);
        onChanged?.(answer.data);
        return;
      }
      toast.error(cartRefusalMessage(answer, t));
      void queryClient.invalidateQueries({ queryKey: storeKeys.cart() });
    },
    onError: () => toast.error(t('messages.pleaseTryAgain')),
  });
}
