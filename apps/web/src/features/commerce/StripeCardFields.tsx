import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { fieldControlClassName } from '../../ui/FieldFrame.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { joinClassNames } from '../../ui/classNames.ts';
import type { MountedStripeCard } from './cardTokenizer.ts';
import { loadStripeJs, type StripeCardStyle, type StripeJs, type StripeJsError } from './stripeJs.ts';

/** The Card Element's side of the payment (useCardPayment's `stripeCard`). */
interface StripeCardBinding {
  attach: (mounted: MountedStripeCard | null) => void;
  error: string | undefined;
  onChange: (error: StripeJsError | undefined) => void;
}

interface StripeCardFieldsProps {
  /** Null when the server runs Stripe without STRIPE_PUBLISHABLE_KEY: no card can be taken. */
  publishableKey: string | null;
  card: StripeCardBinding;
  disabled: boolean;
}

// One Stripe.js instance per key for the session, as Stripe asks; the form's retry is the only retry.
const stripeJsQuery = (publishableKey: string | null) =>
  queryOptions({
    queryKey: ['payments', 'stripeJs', publishableKey],
    queryFn: publishableKey === null ? skipToken : async () => (await loadStripeJs())(publishableKey),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/**
 * The card form with Stripe: Stripe's Card Element (number, expiry, CVC and postal code, in Stripe's frame)
 * in place of our card fields. Stripe.js loads when the form first shows; while
 * it loads the form says so, and a failed load says so with a retry.
 */
export function StripeCardFields({ publishableKey, card, disabled }: StripeCardFieldsProps) {
  const { t } = useTranslation();
  const stripe = useQuery(stripeJsQuery(publishableKey));
  let cardPart;
  if (publishableKey === null) {
    cardPart = <FormAlert message={t('commerce.card.unavailable')} />;
  } else if (stripe.data) {
    cardPart = <StripeCardElementField stripe={stripe.data} card={card} disabled={disabled} />;
  } else if (stripe.isError && !stripe.isFetching) {
    cardPart = (
      <div className="flex flex-col items-start gap-2">
        <FormAlert message={t('commerce.card.loadFailed')} />
        <Button type="button" variant="secondary" size="sm" onClick={() => void stripe.refetch()}>
          {t('commerce.card.retry')}
        </Button>
      </div>
    );
  } else {
    cardPart = (
      <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
        <Spinner className="size-4" />
        {t('commerce.card.loading')}
      </p>
    );
  }
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-2 font-semibold">{t('commerce.card.title')}</legend>
      {cardPart}
    </fieldset>
  );
}

/** Our text colour and font for the fields inside Stripe's frame, which cannot read this page's CSS. */
function cardStyleOf(container: HTMLElement): StripeCardStyle {
  const { color, fontFamily } = getComputedStyle(container);
  return { base: { fontSize: '16px', ...(color && { color }), ...(fontFamily && { fontFamily }) } };
}

interface StripeCardElementFieldProps {
  stripe: StripeJs;
  card: StripeCardBinding;
  disabled: boolean;
}

/** The Card Element mounted in a box that looks like our inputs, with its label and its message. */
function StripeCardElementField({ stripe, card, disabled }: StripeCardElementFieldProps) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const container = useRef<HTMLDivElement>(null);
  const element = useRef<MountedStripeCard['element']>(null);
  // Stripe.js speaks en, fr, zh…: the school and tutor variants are their base language.
  const locale = i18n.language.split('-')[0] ?? 'auto';
  const { attach } = card;
  const reportChange = useEffectEvent((error: StripeJsError | undefined) => card.onChange(error));

  useEffect(() => {
    const mountPoint = container.current;
    if (!mountPoint) return;
    const created = stripe.elements({ locale }).create('card', { style: cardStyleOf(mountPoint) });
    created.mount(mountPoint);
    created.on('change', (change) => reportChange(change.error));
    element.current = created;
    attach({ stripe, element: created });
    return () => {
      attach(null);
      element.current = null;
      created.destroy();
    };
  }, [stripe, locale, attach]);

  useEffect(() => element.current?.update({ disabled }), [disabled]);

  return (
    <div className="flex flex-col gap-1.5">
      {/* The inputs are in Stripe's frame: a click on the label focuses them as a <label> would. */}
      <span id={labelId} className="text-sm font-medium" onClick={() => element.current?.focus()}>
        {t('commerce.card.details')}
      </span>
      <div
        ref={container}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={card.error ? errorId : undefined}
        className={joinClassNames('h-10 py-2.5', fieldControlClassName(card.error))}
      />
      <FieldError id={errorId} message={card.error} />
    </div>
  );
}
