import type { CartLineItem, StoreCart } from '@limelight/protocol';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { countChoices, formatCartPrice } from './cartDisplay.ts';
import { removeLineItem, updateLineItem } from './storeApi.ts';
import { useCartChange } from './useCartChange.ts';

interface CartLinesProps {
  lines: readonly CartLineItem[];
  /** Called after the server accepted a change (the checkout starts a new attempt then). */
  onChanged: (cart: StoreCart) => void;
  disabled: boolean;
}

/** The cart's lines: each with its quantity picker, line total and a remove button. */
export function CartLines({ lines, onChanged, disabled }: CartLinesProps) {
  const { t } = useTranslation();
  const changing = useCartChange(onChanged);
  return (
    <ul className="flex flex-col gap-3" aria-label={t('store.cart.lines')}>
      {lines.map((line) => {
        const name = t('store.cart.lineName', { title: line.title, variant: line.variantName });
        return (
          <li
            key={line.variantId}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface-raised p-3"
          >
            {line.image !== null && (
              <img src={line.image} alt="" className="size-16 shrink-0 rounded object-cover" loading="lazy" />
            )}
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold break-words">{line.title}</span>
              <span className="text-sm text-fg-muted">
                {line.variantName} · {formatCartPrice(line.unitPrice)}
              </span>
            </div>
            <SelectField
              label={t('store.cart.quantity')}
              aria-label={t('store.cart.quantityOf', { name })}
              className="w-24"
              value={String(line.count)}
              disabled={disabled || changing.isPending}
              onChange={(event) => {
                // Read now: the controlled select shows the old count again until the cart answers.
                const count = Number(event.target.value);
                changing.mutate(() => updateLineItem(line.variantId, count));
              }}
              options={countChoices(line).map((count) => ({ value: String(count), label: String(count) }))}
            />
            <span className="w-24 text-right font-semibold">{formatCartPrice(line.lineTotal)}</span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('store.cart.remove', { name })}
              disabled={disabled || changing.isPending}
              onClick={() => changing.mutate(() => removeLineItem(line.variantId))}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
