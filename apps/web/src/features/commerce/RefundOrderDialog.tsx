import { formatPrice, refundReasonMaxLength, ResponseCode, type EventOrder } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { toast } from '../../ui/toastStore.ts';
import { orderKeys, refundOrder } from './ordersApi.ts';
import { toCents } from './pricing.ts';

interface RefundOrderDialogProps {
  order: EventOrder;
  onClose: () => void;
}

/**
 * Asks an editor to confirm refunding a whole order, with an optional reason for the buyer; stays open and
 * busy while the card processor refunds, then tells how it went in a toast.
 */
export function RefundOrderDialog({ order, onClose }: RefundOrderDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const name = order.buyer.displayName;
  const price = formatPrice(toCents(order.price));
  const refund = useMutation({
    mutationFn: () => refundOrder({ ticketId: order.ticketId, reason: reason.trim() || undefined }),
    onSuccess: (answer) => {
      if (answer.code === ResponseCode.Success) toast.success(t('commerce.refund.done', { name }));
      else toast.error(answerMessage(answer, t));
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.passes });
      onClose();
    },
    onError: () => toast.error(t('messages.genericError')),
  });
  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    refund.mutate();
  };
  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && !refund.isPending && onClose()}
      title={t('commerce.refund.title')}
      description={t('commerce.refund.description', { name, price })}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextAreaField
          label={t('commerce.refund.reason')}
          hint={t('commerce.refund.reasonHint')}
          value={reason}
          maxLength={refundReasonMaxLength}
          rows={3}
          onChange={(changed) => setReason(changed.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={refund.isPending} onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" variant="danger" isLoading={refund.isPending}>
            {t('commerce.refund.confirm', { price })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
