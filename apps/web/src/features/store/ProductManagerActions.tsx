import { ResponseCode, type Envelope, type StoreProduct } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { toast } from '../../ui/toastStore.ts';
import { deleteProduct, updateProduct } from './storeApi.ts';
import { storeKeys } from './storeQueries.ts';

/** A store manager's actions on one product: take it off sale or back, and delete it. */
export function ProductManagerActions({ product }: { product: StoreProduct }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const change = useMutation({
    mutationFn: (send: () => Promise<Envelope<unknown>>) => send(),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) toast.error(answerMessage(answer, t));
      setIsConfirming(false);
      // The product's carts changed too: a product taken off sale leaves every cart.
      void queryClient.invalidateQueries({ queryKey: storeKeys.all });
    },
    onError: () => toast.error(t('messages.pleaseTryAgain')),
  });

  return (
    <div className="flex flex-wrap gap-2 border-t border-border pt-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={change.isPending}
        onClick={() =>
          change.mutate(() =>
            updateProduct({ storeProductId: product.storeProductId, active: !product.active }),
          )
        }
      >
        {product.active ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
        {product.active ? t('store.manage.hide') : t('store.manage.show')}
      </Button>
      <Button variant="ghost" size="sm" disabled={change.isPending} onClick={() => setIsConfirming(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        {t('store.manage.delete')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        tone="danger"
        title={t('store.manage.deleteTitle', { title: product.title })}
        description={t('store.manage.deleteText')}
        confirmLabel={t('store.manage.deleteConfirm')}
        isBusy={change.isPending}
        onConfirm={() => change.mutate(() => deleteProduct(product.storeProductId))}
        onCancel={() => setIsConfirming(false)}
      />
    </div>
  );
}
