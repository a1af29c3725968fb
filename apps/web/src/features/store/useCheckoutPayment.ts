import { ResponseCode, type StoreCart, type StoreOrder } from '@limelight/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useCardPayment } from '../commerce/index.ts';
import { checkout } from './storeApi.ts';
import { storeKeys } from './storeQueries.ts';

/**
 * The card payment of a cart (a new card or a saved one), through the commerce card form's hook. It sends the total the buyer sees, so
 * that a cart that changed meanwhile is refused (15007) rather than charged another amount; a refusal asks
 * for the cart again. `email` is the receipt address (guests must give one; members default to theirs).
 */
export function useCheckoutPayment(
  cart: StoreCart & { cartId: string },
  email: string,
  onPaid: (order: StoreOrder) => void,
) {
  const queryClient = useQueryClient();
  const paidOrder = useRef<StoreOrder>(undefined);
  return useCardPayment(
    async (source, idempotencyKey) => {
      const receipt = email.trim();
      const answer = await checkout({
        cartId: cart.cartId,
        totalPrice: cart.totalPrice,
        ...(source.kind === 'token' ? { stripeToken: source.token } : { cId: source.cId }),
        ...(receipt === '' ? {} : { email: receipt }),
        idempotencyKey,
      });
      if (answer.code === ResponseCode.Success) paidOrder.current = answer.data;
      else void queryClient.invalidateQueries({ queryKey: storeKeys.cart() });
      return answer;
    },
    () => {
      if (paidOrder.current) onPaid(paidOrder.current);
      // Stock, the cart and the orders list all changed.
      void queryClient.invalidateQueries({ queryKey: storeKeys.all });
    },
  );
}
