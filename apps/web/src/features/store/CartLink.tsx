import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { useCart } from './storeQueries.ts';

/** A link to the cart page with how many items the cart holds. */
export function CartLink() {
  const { t } = useTranslation();
  const cart = useCart();
  return (
    <Button asChild>
      <AppLink to="/cart">
        <ShoppingCart className="size-4" aria-hidden="true" />
        {t('store.cart.link', { count: cart.data?.lineItemCount ?? 0 })}
      </AppLink>
    </Button>
  );
}
