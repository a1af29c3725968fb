import type { StoreCart } from '@limelight/protocol';
import { useTranslation } from 'react-i18next';
import { formatCartPrice, taxPercentText } from './cartDisplay.ts';

/** What a cart or order costs (spec 000 §3, §9): subtotal, the 13% tax line and the total in CAD. */
export function CartAmounts({ amounts }: { amounts: Pick<StoreCart, 'subtotal' | 'tax' | 'totalPrice'> }) {
  const { t } = useTranslation();
  const rows = [
    [t('store.cart.subtotal'), amounts.subtotal],
    [t('store.cart.tax', { rate: taxPercentText }), amounts.tax],
  ] as const;
  return (
    <div className="flex flex-col gap-1">
      <dl className="flex flex-col gap-1" aria-label={t('store.cart.amounts')}>
        {rows.map(([label, cents]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-fg-muted">{label}</dt>
            <dd>{formatCartPrice(cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-border pt-2 text-lg font-semibold">
          <dt>{t('store.cart.total')}</dt>
          <dd>{formatCartPrice(amounts.totalPrice)}</dd>
        </div>
      </dl>
      <p className="text-xs text-fg-muted">{t('store.cart.currencyNote')}</p>
    </div>
  );
}
