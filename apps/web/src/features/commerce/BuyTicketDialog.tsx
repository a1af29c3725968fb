import { discountedCents, formatPrice, ResponseCode, type EventFullView } from '@limelight/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { CardPaymentForm, PaymentSuccess } from './CardPaymentForm.tsx';
import { checkCoupon, purchaseWithCard } from './commerceApi.ts';
import { couponDiscountText, couponInCents, toCents } from './pricing.ts';
import { useCardPayment } from './useCardPayment.ts';
import { useDebouncedValue } from '../../lib/clock/index.ts';

/** What the dialog needs of the event: its address, its title and its tiers. */
export type PurchasedEvent = Pick<EventFullView, 'id' | 'slug' | 'title' | 'tiers'>;

interface BuyTicketDialogProps {
  event: PurchasedEvent;
  onClose: () => void;
  /** Called as the dialog closes after a purchase: the page around it asks for the event again. */
  onBought?: () => void;
}

const couponCheckDelayMs = 400;

/** The live coupon check: the coupon once the code has settled, or whether the code was refused. */
function useCoupon(eventId: string, code: string) {
  const settledCode = useDebouncedValue(code.trim(), couponCheckDelayMs);
  const check = useQuery({
    queryKey: ['commerce', 'coupon', eventId, settledCode],
    queryFn: () => checkCoupon(eventId, settledCode),
    enabled: settledCode !== '',
  });
  const isCurrent = settledCode === code.trim() && settledCode !== '';
  const answer = isCurrent ? check.data : undefined;
  return {
    coupon: answer?.code === ResponseCode.Success ? answer.data : undefined,
    isInvalid: answer !== undefined && answer.code !== ResponseCode.Success,
  };
}

/** spec 000 §3 payment: a tier, a quantity, a coupon and a card; a success screen once paid. */
export function BuyTicketDialog({ event, onClose, onBought }: BuyTicketDialogProps) {
  const { t } = useTranslation();
  const tiers = event.tiers.filter((tier) => tier.amount > 0);
  const [tierId, setTierId] = useState(tiers[0]?.id ?? '');
  const [quantity, setQuantity] = useState(1);
  const [couponCode, setCouponCode] = useState('');
  const [isPaid, setIsPaid] = useState(false);
  const tier = tiers.find((candidate) => candidate.id === tierId) ?? tiers[0];
  const { coupon, isInvalid } = useCoupon(event.id, couponCode);
  const maxQuantity = tier ? Math.max(1, Math.min(tier.max || tier.amount, tier.amount)) : 1;
  const minQuantity = tier ? Math.max(1, Math.min(tier.min, maxQuantity)) : 1;
  const quantities = Array.from({ length: maxQuantity - minQuantity + 1 }, (_, index) => minQuantity + index);
  const chosenQuantity = Math.min(Math.max(quantity, minQuantity), maxQuantity);
  const rawPrice = toCents(tier?.price ?? 0) * chosenQuantity;
  const finalPrice = coupon ? discountedCents(rawPrice, couponInCents(coupon)) : rawPrice;

  const payment = useCardPayment(
    (source, idempotencyKey) =>
      purchaseWithCard({
        // A saved card pays by its cId instead of a token.
        ...(source.kind === 'token' ? { stripeToken: source.token } : { cId: source.cId }),
        // Prices travel in currency units (spec 000 §3 payment), as the tiers carry them.
        rawPrice: rawPrice / 100,
        finalPrice: finalPrice / 100,
        quantity: chosenQuantity,
        currency: 'usd',
        type: tier?.type ?? '',
        eventId: event.id,
        couponCode: coupon?.code,
        idempotencyKey,
      }),
    () => setIsPaid(true),
  );
  const close = () => {
    // Once the success screen is closed the detail page asks again and shows the Join button the ticket
    // opens; asking earlier would replace the Buy button, and this dialog with it, under the buyer's eyes.
    if (isPaid) onBought?.();
    onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={t('commerce.buy.title')}>
      {isPaid ? (
        <PaymentSuccess message={t('commerce.buy.success', { title: event.title })} onClose={close} />
      ) : (
        <CardPaymentForm
          payment={payment}
          canPay={tier !== undefined}
          submitLabel={t('commerce.buy.pay', { price: formatPrice(finalPrice) })}
        >
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <SelectField
              label={t('commerce.buy.tier')}
              value={tier?.id ?? ''}
              onChange={(change) => {
                setTierId(change.target.value);
                payment.newAttempt();
              }}
              options={tiers.map((option) => ({
                value: option.id,
                label: `${option.type} · ${formatPrice(toCents(option.price))}`,
              }))}
            />
            <SelectField
              label={t('commerce.buy.quantity')}
              value={String(chosenQuantity)}
              onChange={(change) => {
                setQuantity(Number(change.target.value));
                payment.newAttempt();
              }}
              options={quantities.map((count) => ({ value: String(count), label: String(count) }))}
            />
          </div>
          <TextField
            label={t('commerce.buy.coupon')}
            value={couponCode}
            autoComplete="off"
            onChange={(change) => {
              setCouponCode(change.target.value);
              payment.newAttempt();
            }}
            error={isInvalid ? t('commerce.buy.invalidCoupon') : undefined}
            hint={
              coupon ? t('commerce.buy.couponApplied', { discount: couponDiscountText(coupon) }) : undefined
            }
          />
          <p className="flex justify-between font-semibold" aria-live="polite">
            <span>{t('commerce.buy.total')}</span>
            <span>
              {finalPrice !== rawPrice && (
                <s className="mr-2 font-normal text-fg-muted">{formatPrice(rawPrice)}</s>
              )}
              {formatPrice(finalPrice)}
            </span>
          </p>
        </CardPaymentForm>
      )}
    </Dialog>
  );
}
