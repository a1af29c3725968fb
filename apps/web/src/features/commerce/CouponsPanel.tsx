import { ResponseCode, type Coupon } from '@limelight/protocol';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, TicketPercent, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nextPageParam } from '../../lib/api/index.ts';
import { useForm, type AnswerFieldMapping } from '../../lib/forms/index.ts';
import { answerMessage } from '../../lib/i18n/index.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toastStore.ts';
import { addCoupon, commerceKeys, deleteCoupon, fetchCoupons } from './commerceApi.ts';
import { emptyCouponForm, validateCouponForm, type CouponField } from './couponForm.ts';
import { couponDiscountText } from './pricing.ts';

interface CouponsPanelProps {
  eventId: string;
  /** The event's time zone: coupon periods are entered and shown in it, like the event's dates. */
  timeZone: string;
}

const couponAnswerMapping: AnswerFieldMapping<CouponField> = {
  byPath: { code: 'code', value: 'value', count: 'count', startAt: 'startAt', endAt: 'endAt' },
  byMessage: { couponCodeTaken: 'code' },
};

/** The event editor's coupons (spec 000 §3 coupon): the list with each one's discount, uses and period. */
export function CouponsPanel({ eventId, timeZone }: CouponsPanelProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const pages = useInfiniteQuery({
    queryKey: commerceKeys.coupons(eventId),
    queryFn: ({ pageParam }) => fetchCoupons(eventId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  const coupons = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const [deleting, setDeleting] = useState<Coupon>();
  const form = useForm(emptyCouponForm);
  const refresh = () => queryClient.invalidateQueries({ queryKey: commerceKeys.coupons(eventId) });

  const add = useMutation({
    mutationFn: addCoupon,
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        form.showAnswer(answer, couponAnswerMapping);
        return;
      }
      form.reset();
      toast.success(t('coupons.added', { code: answer.data.code }));
      void refresh();
    },
    onError: () => form.setFormError(t('messages.genericError')),
  });
  const remove = useMutation({
    mutationFn: (coupon: Coupon) => deleteCoupon(coupon.id),
    onSuccess: (answer, coupon) => {
      if (answer.code === ResponseCode.Success) toast.success(t('coupons.deleted', { code: coupon.code }));
      else toast.error(answerMessage(answer, t));
      setDeleting(undefined);
      void refresh();
    },
    onError: () => toast.error(t('messages.genericError')),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateCouponForm(eventId, form.values, timeZone);
    if (checked.ok) add.mutate(checked.request);
    else form.setErrors(checked.errors);
  };

  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const periodOf = (coupon: Coupon) => {
    const start = coupon.startAt === null ? undefined : dateFormat.format(new Date(coupon.startAt));
    const end = coupon.endAt === null ? undefined : dateFormat.format(new Date(coupon.endAt));
    if (start && end) return t('coupons.period', { start, end });
    if (start) return t('coupons.from', { start });
    if (end) return t('coupons.until', { end });
    return t('coupons.always');
  };
  const usesOf = (coupon: Coupon) =>
    coupon.limited
      ? t('coupons.used', { used: coupon.count - (coupon.availableCount ?? 0), total: coupon.count })
      : t('coupons.unlimited');

  return (
    <section className="flex flex-col gap-4 border-t border-border pt-6" aria-labelledby="coupons-heading">
      <h2 id="coupons-heading" className="text-xl font-semibold">
        {t('coupons.title')}
      </h2>
      {pages.isPending && <LoadingState label={t('coupons.loading')} />}
      {pages.isError && <Banner tone="warning">{t('coupons.loadFailed')}</Banner>}
      {pages.isSuccess && coupons.length === 0 && <p className="text-fg-muted">{t('coupons.none')}</p>}
      {coupons.length > 0 && (
        <ul
          aria-label={t('coupons.title')}
          className="flex flex-col divide-y divide-border rounded-lg border border-border"
        >
          {coupons.map((coupon) => (
            <li key={coupon.id} className="flex items-center gap-3 px-3 py-2">
              <TicketPercent className="size-5 shrink-0 text-fg-muted" aria-hidden="true" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-mono font-semibold break-all">{coupon.code}</span>
                <span className="text-sm text-fg-muted">
                  {usesOf(coupon)} · {periodOf(coupon)}
                </span>
              </div>
              <span className="font-semibold whitespace-nowrap">
                {t('coupons.off', { discount: couponDiscountText(coupon) })}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('coupons.delete', { code: coupon.code })}
                onClick={() => setDeleting(coupon)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={pages} label={t('coupons.loadMore')} />

      <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label={t('coupons.addTitle')}>
        <h3 className="font-semibold">{t('coupons.addTitle')}</h3>
        <FormAlert message={form.formError} />
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={t('coupons.code')}
            hint={t('coupons.codeHint')}
            autoComplete="off"
            {...form.textField('code')}
          />
          <SelectField
            label={t('coupons.type')}
            options={[
              { value: 'percent', label: t('coupons.types.percent') },
              { value: 'amount', label: t('coupons.types.amount') },
            ]}
            {...form.textField('type')}
          />
          <TextField
            label={form.values.type === 'amount' ? t('coupons.amountValue') : t('coupons.percentValue')}
            inputMode="decimal"
            {...form.textField('value')}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-3 sm:items-start">
          <Checkbox label={t('coupons.limited')} className="sm:mt-8" {...form.checkbox('limited')} />
          {form.values.limited && (
            <TextField label={t('coupons.count')} inputMode="numeric" {...form.textField('count')} />
          )}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('coupons.startAt')}
            type="datetime-local"
            hint={t('coupons.periodHint', { timeZone })}
            {...form.textField('startAt')}
          />
          <TextField label={t('coupons.endAt')} type="datetime-local" {...form.textField('endAt')} />
        </div>
        <Button type="submit" variant="secondary" className="self-start" isLoading={add.isPending}>
          <Plus className="size-4" aria-hidden="true" />
          {t('coupons.add')}
        </Button>
      </form>

      <ConfirmDialog
        open={deleting !== undefined}
        title={t('coupons.confirmTitle')}
        description={t('coupons.confirmText', { code: deleting?.code ?? '' })}
        confirmLabel={t('coupons.confirmDelete')}
        tone="danger"
        isBusy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(undefined)}
      />
    </section>
  );
}
