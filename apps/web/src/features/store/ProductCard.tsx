import type { StoreProduct } from '@limelight/protocol';
import { ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { toast } from '../../ui/toastStore.ts';
import { formatCartPrice } from './cartDisplay.ts';
import { ProductManagerActions } from './ProductManagerActions.tsx';
import { addLineItem } from './storeApi.ts';
import { useCartChange } from './useCartChange.ts';

interface ProductCardProps {
  product: StoreProduct;
  canManage: boolean;
}

/** How many of a variant the buyer may pick at once: up to 10, never more than the stock. */
const maxPick = 10;

/** A product of the store grid: its picture, text, variant and quantity pickers and Add to cart. */
export function ProductCard({ product, canManage }: ProductCardProps) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const titleId = useId();
  const [variantId, setVariantId] = useState(product.variants[0]?.variantId ?? '');
  const [count, setCount] = useState(1);
  const variant =
    product.variants.find((candidate) => candidate.variantId === variantId) ?? product.variants[0];
  const available = variant?.stock ?? maxPick;
  const counts = Array.from({ length: Math.min(maxPick, available) }, (_, index) => index + 1);
  const adding = useCartChange(() =>
    toast.success(t('store.product.added', { title: product.title }), {
      action: { label: t('store.cart.view'), onSelect: () => navigate('/cart') },
    }),
  );

  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-lg border border-border bg-surface-raised"
    >
      {product.image !== null && (
        <img src={product.image} alt="" className="aspect-square w-full object-cover" loading="lazy" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold break-words">
            {product.title}
          </h2>
          {!product.active && (
            <span className="rounded bg-surface-muted px-2 py-0.5 text-xs font-medium text-fg-muted">
              {t('store.product.hidden')}
            </span>
          )}
        </div>
        {product.description !== '' && (
          <p className="text-sm break-words whitespace-pre-line text-fg-muted">{product.description}</p>
        )}
        {variant && <p className="text-xl font-semibold">{formatCartPrice(variant.unitPrice)}</p>}
        {product.variants.length > 1 ? (
          <SelectField
            label={t('store.product.option')}
            value={variant?.variantId ?? ''}
            onChange={(event) => {
              setVariantId(event.target.value);
              setCount(1);
            }}
            options={product.variants.map((option) => ({ value: option.variantId, label: option.name }))}
          />
        ) : (
          variant && <p className="text-sm">{variant.name}</p>
        )}
        {variant?.stock !== null && variant?.stock !== undefined && (
          <p className="text-sm text-fg-muted">
            {variant.stock === 0
              ? t('store.product.soldOut')
              : t('store.product.left', { count: variant.stock })}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-end gap-2">
          {available > 0 && (
            <SelectField
              label={t('store.product.quantity')}
              className="w-24"
              value={String(Math.min(count, available))}
              onChange={(event) => setCount(Number(event.target.value))}
              options={counts.map((choice) => ({ value: String(choice), label: String(choice) }))}
            />
          )}
          <Button
            className="flex-1"
            disabled={!variant || available === 0}
            isLoading={adding.isPending}
            aria-describedby={titleId}
            onClick={() => variant && adding.mutate(() => addLineItem(variant.variantId, count))}
          >
            <ShoppingCart className="size-4" aria-hidden="true" />
            {t('store.product.addToCart')}
          </Button>
        </div>
        {canManage && <ProductManagerActions product={product} />}
      </div>
    </article>
  );
}
