import { ResponseCode, type SavedCardView } from '@limelight/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '../../lib/i18n/index.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { toast } from '../../ui/toastStore.ts';
import { commerceKeys, deleteMyCard, fetchMyCards } from './commerceApi.ts';
import { SavedCardName } from './SavedCardName.tsx';

/** The member's saved cards (spec 000 §7 myCards, delMyCard): each can be removed, after a confirmation. */
export function SavedCardsPanel() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const cards = useQuery({ queryKey: commerceKeys.cards, queryFn: fetchMyCards });
  const [removing, setRemoving] = useState<SavedCardView>();
  const remove = useMutation({
    mutationFn: deleteMyCard,
    onSuccess: (answer) => {
      if (answer.code === ResponseCode.Success) toast.success(t('savedCards.removed'));
      else toast.error(answerMessage(answer, t));
      setRemoving(undefined);
      void queryClient.invalidateQueries({ queryKey: commerceKeys.cards });
    },
    onError: () => toast.error(t('messages.genericError')),
  });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <section className="flex flex-col gap-3" aria-labelledby="saved-cards-heading">
      <h2 id="saved-cards-heading" className="text-xl font-semibold">
        {t('savedCards.title')}
      </h2>
      {cards.isPending && <LoadingState label={t('savedCards.loading')} />}
      {cards.isError && <Banner tone="warning">{t('savedCards.loadFailed')}</Banner>}
      {cards.isSuccess && cards.data.length === 0 && <p className="text-fg-muted">{t('savedCards.none')}</p>}
      {cards.isSuccess && cards.data.length > 0 && (
        <ul
          className="flex flex-col divide-y divide-border rounded-lg border border-border"
          aria-label={t('savedCards.title')}
        >
          {cards.data.map((card) => (
            <li key={card.cId} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <CreditCard className="size-5 text-fg-muted" aria-hidden="true" />
              <span className="flex-1">
                <SavedCardName last4={card.last4} />
                <span className="ml-3 text-sm text-fg-muted">
                  {t('savedCards.added', { date: dateFormat.format(new Date(card.createdAt)) })}
                </span>
              </span>
              <Button variant="ghost" size="sm" onClick={() => setRemoving(card)}>
                <Trash2 className="size-4" aria-hidden="true" />
                {t('savedCards.remove')}{' '}
                <span className="sr-only">{t('savedCards.endingIn', { last4: card.last4 })}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title={t('savedCards.confirmTitle')}
        description={t('savedCards.confirmText', { last4: removing?.last4 ?? '' })}
        confirmLabel={t('savedCards.remove')}
        tone="danger"
        isBusy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.cId)}
        onCancel={() => setRemoving(undefined)}
      />
    </section>
  );
}
