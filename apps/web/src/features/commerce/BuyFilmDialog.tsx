import { formatPrice, type Film } from '@limelight/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import { CardPaymentForm, PaymentSuccess } from './CardPaymentForm.tsx';
import { buyFilmWithCard } from './commerceApi.ts';
import { toCents } from './pricing.ts';
import { useCardPayment } from './useCardPayment.ts';

/** What the dialog needs of the film: its id, title and price (docs/decisions/commerce.md "Films"). */
export type PurchasedFilm = Pick<Film, 'filmId' | 'title' | 'price'>;

interface BuyFilmDialogProps {
  film: PurchasedFilm;
  onClose: () => void;
  /** Called as the dialog closes after the purchase: the film page asks again and plays it. */
  onBought?: () => void;
}

/** spec 000 §7 movieByStripe: a film bought at its price with a card, like a ticket of it. */
export function BuyFilmDialog({ film, onClose, onBought }: BuyFilmDialogProps) {
  const { t } = useTranslation();
  const [isPaid, setIsPaid] = useState(false);
  const payment = useCardPayment(
    (source, idempotencyKey) =>
      buyFilmWithCard({
        ...(source.kind === 'token' ? { stripeToken: source.token } : { cId: source.cId }),
        movieId: film.filmId,
        moviePrice: film.price,
        idempotencyKey,
      }),
    () => setIsPaid(true),
  );
  const close = () => {
    if (isPaid) onBought?.();
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={t('commerce.buyFilm.title')}>
      {isPaid ? (
        <PaymentSuccess message={t('commerce.buyFilm.success', { title: film.title })} onClose={close} />
      ) : (
        <CardPaymentForm
          payment={payment}
          canPay
          submitLabel={t('commerce.buy.pay', { price: formatPrice(toCents(film.price)) })}
        >
          <p className="flex justify-between gap-3 font-semibold">
            <span>{film.title}</span>
            <span>{formatPrice(toCents(film.price))}</span>
          </p>
        </CardPaymentForm>
      )}
    </Dialog>
  );
}
