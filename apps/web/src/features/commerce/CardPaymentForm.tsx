import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { CardForm } from './CardForm.tsx';
import { SavedCardChoice } from './SavedCardChoice.tsx';
import { StripeCardFields } from './StripeCardFields.tsx';
import type { useCardPayment } from './useCardPayment.ts';

interface CardPaymentFormProps {
  payment: ReturnType<typeof useCardPayment>;
  submitLabel: string;
  /** Whether the order part is complete (a valid amount, a tier on sale). */
  canPay: boolean;
  /** "Save this card" under a new card, where the payment can keep it (donations). */
  saveCard?: { isChecked: boolean; onChange: (isChecked: boolean) => void };
  /** What is paid for (tier and quantity, or the amount), above the card. */
  children: ReactNode;
}

/**
 * A payment: the order part, the choice of a saved card or a new one, the new card's form, the error
 * that belongs to no field and the busy pay button.
 */
export function CardPaymentForm({ payment, submitLabel, canPay, saveCard, children }: CardPaymentFormProps) {
  const { t } = useTranslation();
  const isNewCard = payment.savedCardId === undefined;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-busy={payment.isPaying}
      onSubmit={(event) => {
        event.preventDefault();
        payment.submit();
      }}
    >
      <fieldset className="flex flex-col gap-3" disabled={payment.isPaying}>
        {children}
      </fieldset>
      <SavedCardChoice
        value={payment.savedCardId}
        onChange={payment.chooseSavedCard}
        disabled={payment.isPaying}
      />
      {isNewCard &&
        (payment.processor?.processor === 'stripe' ? (
          <StripeCardFields
            publishableKey={payment.processor.publishableKey}
            card={payment.stripeCard}
            disabled={payment.isPaying}
          />
        ) : (
          <CardForm field={payment.field} disabled={payment.isPaying} />
        ))}
      {isNewCard && saveCard && (
        <Checkbox
          label={t('savedCards.saveThisCard')}
          checked={saveCard.isChecked}
          disabled={payment.isPaying}
          onChange={(event) => saveCard.onChange(event.target.checked)}
        />
      )}
      <FormAlert message={payment.formError} />
      <Button type="submit" size="lg" isLoading={payment.isPaying} disabled={!canPay || !payment.isCardReady}>
        {submitLabel}
      </Button>
    </form>
  );
}

interface PaymentSuccessProps {
  message: string;
  onClose: () => void;
}

/** The screen after a payment went through. */
export function PaymentSuccess({ message, onClose }: PaymentSuccessProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 text-center" role="status">
      <CircleCheck className="size-12 text-success" aria-hidden="true" />
      <p>{message}</p>
      <Button autoFocus onClick={onClose}>
        {t('commerce.done')}
      </Button>
    </div>
  );
}
