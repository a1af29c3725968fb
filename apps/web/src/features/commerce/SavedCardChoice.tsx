import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';
import { commerceKeys, fetchMyCards } from './commerceApi.ts';
import { SavedCardName } from './SavedCardName.tsx';

interface SavedCardChoiceProps {
  /** The chosen saved card's cId; undefined for a new card. */
  value: string | undefined;
  onChange: (cId: string | undefined) => void;
  disabled: boolean;
}

const optionClassName =
  'flex cursor-pointer items-center gap-3 rounded-md border border-border px-3 py-2 has-[:checked]:border-accent';
const radioClassName = joinClassNames('size-4 accent-accent', focusRingClassName);

/**
 * Pay with a saved card ("•••• 4242", the newest chosen at first) or a new one (spec 000 §3 saved card). Shows nothing while the
 * member has no saved card: the new card's form is then the only way.
 */
export function SavedCardChoice({ value, onChange, disabled }: SavedCardChoiceProps) {
  const { t } = useTranslation();
  const cards = useQuery({ queryKey: commerceKeys.cards, queryFn: fetchMyCards });
  const list = cards.data ?? [];
  const isChosenGone = value !== undefined && cards.isSuccess && !list.some((card) => card.cId === value);
  // A chosen card that was removed (elsewhere, or refused as missing) leaves the new card's form.
  useEffect(() => {
    if (isChosenGone) onChange(undefined);
  }, [isChosenGone, onChange]);
  // The newest saved card (listed last) is chosen when the cards first arrive (issue 15): paying again is
  // one press.
  const hasPreselected = useRef(false);
  const newestCard = list.at(-1);
  useEffect(() => {
    if (hasPreselected.current || !newestCard) return;
    hasPreselected.current = true;
    onChange(newestCard.cId);
  }, [newestCard, onChange]);
  if (list.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 font-semibold">{t('savedCards.payWith')}</legend>
      {list.map((card) => (
        <label key={card.cId} className={optionClassName}>
          <input
            type="radio"
            name="card"
            checked={value === card.cId}
            onChange={() => onChange(card.cId)}
            className={radioClassName}
          />
          <CreditCard className="size-4 text-fg-muted" aria-hidden="true" />
          <SavedCardName last4={card.last4} />
        </label>
      ))}
      <label className={optionClassName}>
        <input
          type="radio"
          name="card"
          checked={value === undefined}
          onChange={() => onChange(undefined)}
          className={radioClassName}
        />
        {t('savedCards.newCard')}
      </label>
    </fieldset>
  );
}
