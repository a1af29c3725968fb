import { validateEmail, type StoreCart, type StoreOrder } from '@limelight/protocol';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, useAppNavigate } from '../../lib/navigation/index.ts';
import { isMember, useSessionStore } from '../../lib/session/index.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { CardPaymentForm, PaymentSuccess } from '../commerce/index.ts';
import { CartAmounts } from './CartAmounts.tsx';
import { CartLines } from './CartLines.tsx';
import { formatCartPrice, storePagePath } from './cartDisplay.ts';
import { clearCart } from './storeApi.ts';
import { useCart } from './storeQueries.ts';
import { useCartChange } from './useCartChange.ts';
import { useCheckoutPayment } from './useCheckoutPayment.ts';

/** `/cart`: the caller's cart (guest or member), its amounts in CAD and the card checkout. */
export function CartPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const cart = useCart();
  const [paidOrder, setPaidOrder] = useState<StoreOrder>();
  const current = cart.data;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('store.cart.title') })}</title>
      <h1 className="text-2xl font-bold">{t('store.cart.title')}</h1>
      {paidOrder ? (
        <PaymentSuccess
          message={t('store.checkout.success', { price: formatCartPrice(paidOrder.totalPrice) })}
          onClose={() => navigate(storePagePath(paidOrder.metaData))}
        />
      ) : (
        <>
          {current === undefined && !cart.isError && <LoadingState label={t('store.cart.loading')} />}
          {cart.isError && <Banner tone="warning">{t('store.cart.loadFailed')}</Banner>}
          {current && (current.cartId === null || current.lineItems.length === 0) && (
            <EmptyState
              icon={<ShoppingCart className="size-10" aria-hidden="true" />}
              title={t('store.cart.empty')}
              action={
                <Button asChild variant="secondary">
                  <AppLink to={current.metaData ? storePagePath(current.metaData) : '/store'}>
                    {t('store.cart.continue')}
                  </AppLink>
                </Button>
              }
            />
          )}
          {current?.cartId && current.lineItems.length > 0 && (
            <FilledCart cart={{ ...current, cartId: current.cartId }} onPaid={setPaidOrder} />
          )}
        </>
      )}
    </div>
  );
}

interface FilledCartProps {
  cart: StoreCart & { cartId: string };
  onPaid: (order: StoreOrder) => void;
}

/** A cart with lines: the lines, the amounts and the payment. */
function FilledCart({ cart, onPaid }: FilledCartProps) {
  const { t } = useTranslation();
  const isGuest = useSessionStore((state) => !isMember(state.session));
  const [email, setEmail] = useState('');
  const payment = useCheckoutPayment(cart, email, onPaid);
  const emptying = useCartChange(() => payment.newAttempt());
  const emailCheck = validateEmail(email);
  const emailError =
    isGuest && email !== '' && !emailCheck.ok ? t(`messages.${emailCheck.messageKey}`) : undefined;

  return (
    <>
      <CartLines lines={cart.lineItems} onChanged={() => payment.newAttempt()} disabled={payment.isPaying} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {cart.metaData && (
          <Button asChild variant="ghost" size="sm">
            <AppLink to={storePagePath(cart.metaData)}>{t('store.cart.continue')}</AppLink>
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          disabled={payment.isPaying}
          isLoading={emptying.isPending}
          onClick={() => emptying.mutate(clearCart)}
        >
          {t('store.cart.clear')}
        </Button>
      </div>
      <CartAmounts amounts={cart} />
      <section aria-labelledby="checkout-title" className="flex flex-col gap-4 border-t border-border pt-4">
        <h2 id="checkout-title" className="text-xl font-semibold">
          {t('store.checkout.title')}
        </h2>
        <CardPaymentForm
          payment={payment}
          canPay={!isGuest || emailCheck.ok}
          submitLabel={t('store.checkout.pay', { price: formatCartPrice(cart.totalPrice) })}
        >
          {isGuest && (
            <TextField
              label={t('store.checkout.email')}
              hint={t('store.checkout.emailHint')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                payment.newAttempt();
              }}
              error={emailError}
            />
          )}
        </CardPaymentForm>
      </section>
    </>
  );
}
