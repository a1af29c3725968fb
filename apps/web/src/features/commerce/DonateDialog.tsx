import { DonationLimit, formatPrice } from '@limelight/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { CardPaymentForm, PaymentSuccess } from './CardPaymentForm.tsx';
import { commerceKeys, donateWithCard, donateWithSavedCard } from './commerceApi.ts';
import { parseDonationAmount } from './pricing.ts';
import { useCardPayment } from './useCardPayment.ts';

interface DonateDialogProps {
  eventId: string;
  eventTitle: string;
  onClose: () => void;
}

/**
 * spec 000 §3 donation, §9: a quick amount ($5, $10, $15, $20) or a custom one from $1 to $99,999, by a
 * saved card (donateByCustomer) or a new one (donateByToken), which "Save this card" keeps (isSave).
 */
export function DonateDialog({ eventId, eventTitle, onClose }: DonateDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [amountText, setAmountText] = useState(String(DonationLimit.quickAmountsCents[0] / 100));
  const [isSave, setIsSave] = useState(false);
  const [paidCents, setPaidCents] = useState<number>();
  const amount = parseDonationAmount(amountText);
  const amountInCent = amount.ok ? amount.value : 0;
  const payment = useCardPayment(
    (source, idempotencyKey) =>
      source.kind === 'savedCard'
        ? donateWithSavedCard({ eventId, cid: source.cId, amountInCent, idempotencyKey })
        : donateWithCard({
            eventId,
            token: source.token,
            amountInCent,
            isSave,
            currency: 'usd',
            ua: 'web',
            idempotencyKey,
          }),
    () => {
      setPaidCents(amountInCent);
      // The donation list, and the cards when this one was kept.
      void queryClient.invalidateQueries({ queryKey: commerceKeys.donations });
      void queryClient.invalidateQueries({ queryKey: commerceKeys.cards });
    },
  );
  const chooseAmount = (text: string) => {
    setAmountText(text);
    payment.newAttempt();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('commerce.donate.title', { title: eventTitle })}
    >
      {paidCents === undefined ? (
        <CardPaymentForm
          payment={payment}
          canPay={amount.ok}
          submitLabel={t('commerce.donate.pay', { price: amount.ok ? formatPrice(amount.value) : '' })}
          saveCard={{
            isChecked: isSave,
            onChange: (isChecked) => {
              setIsSave(isChecked);
              payment.newAttempt();
            },
          }}
        >
          <div role="group" aria-label={t('commerce.donate.quickAmounts')} className="grid grid-cols-4 gap-2">
            {DonationLimit.quickAmountsCents.map((cents) => {
              const text = String(cents / 100);
              return (
                <Button
                  key={cents}
                  type="button"
                  variant={amountText === text ? 'primary' : 'secondary'}
                  aria-pressed={amountText === text}
                  onClick={() => chooseAmount(text)}
                >
                  {formatPrice(cents)}
                </Button>
              );
            })}
          </div>
          <TextField
            label={t('commerce.donate.amount')}
            inputMode="decimal"
            value={amountText}
            onChange={(change) => chooseAmount(change.target.value)}
            error={amount.ok ? undefined : t(`messages.${amount.messageKey}`)}
          />
        </CardPaymentForm>
      ) : (
        <PaymentSuccess
          message={t('commerce.donate.success', { price: formatPrice(paidCents) })}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
