import { useTranslation } from 'react-i18next';
import type { TextFieldBinding } from '../../lib/forms/index.ts';
import { TextField } from '../../ui/TextField.tsx';
import type { CardField } from './cardDetails.ts';

interface BillingAddressFieldsProps {
  field: (name: CardField) => TextFieldBinding;
}

const billingFields = ['streetNumber', 'streetName', 'unit', 'city', 'province', 'country'] as const;

/** The card's billing address (spec 000 §3), under the card whichever processor takes it. */
export function BillingAddressFields({ field }: BillingAddressFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="mt-2 font-semibold">{t('commerce.card.billingAddress')}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {billingFields.map((name) => (
          <TextField key={name} {...field(name)} label={t(`commerce.card.${name}`)} />
        ))}
      </div>
    </>
  );
}
