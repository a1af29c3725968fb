import { useTranslation } from 'react-i18next';
import type { TextFieldBinding } from '../../lib/forms/index.ts';
import { TextField } from '../../ui/TextField.tsx';
import { groupCardNumber, type CardField } from './cardDetails.ts';

interface CardFormProps {
  field: (name: CardField) => TextFieldBinding;
  disabled: boolean;
}

/** The card (number, expiry MM/YY, CVC, postal code), each with its inline error. */
export function CardForm({ field, disabled }: CardFormProps) {
  const { t } = useTranslation();
  const number = field('number');
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-2 font-semibold">{t('commerce.card.title')}</legend>
      {/* This form is the built-in test processor's (Stripe has its own): say so, and how to pay. */}
      <p className="rounded-md border border-border bg-surface-muted p-3 text-sm">
        {t('commerce.card.testMode')}
      </p>
      <TextField
        {...number}
        label={t('commerce.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        onChange={(event) => {
          // Digits only, grouped by four as they are typed.
          event.target.value = groupCardNumber(event.target.value);
          number.onChange(event);
        }}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <TextField
          {...field('expiry')}
          label={t('commerce.card.expiry')}
          placeholder="MM/YY"
          autoComplete="cc-exp"
        />
        <TextField
          {...field('cvc')}
          label={t('commerce.card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
        />
        <TextField
          {...field('postalCode')}
          label={t('commerce.card.postalCode')}
          autoComplete="postal-code"
        />
      </div>
    </fieldset>
  );
}
