import { ResponseCode, type Envelope } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type TextFieldBinding } from '../../lib/forms/index.ts';
import { answerMessage } from '../../lib/i18n/index.ts';
import { cardAnswerMapping, emptyCardDetails, withFieldIssue, type CardField } from './cardDetails.ts';
import { useCardTokenizer, type CardTokenOutcome } from './cardTokenizer.ts';
import { commerceKeys } from './commerceApi.ts';
import { showStripeError } from './stripeCardErrors.ts';
import type { StripeJsError } from './stripeJs.ts';

/** What pays: the token of the card typed into the form, or a card the member saved (its cId). */
export type CardSource = { kind: 'token'; token: string } | { kind: 'savedCard'; cId: string };

/** Pays with a card and the attempt's idempotency key; resolves to the server's answer. */
export type PayWithCard = (source: CardSource, idempotencyKey: string) => Promise<Envelope<unknown>>;

type AttemptOutcome =
  | { kind: 'paid' }
  | Exclude<CardTokenOutcome, { kind: 'token' }>
  | { kind: 'refused'; answer: Envelope<unknown>; at: 'newCard' | 'savedCard' };

// With Stripe these are the Card Element's: their messages (a refused charge's, say) show under it.
const stripeCardFields = ['number', 'expiry', 'cvc', 'postalCode'] as const;

/**
 * The card form's state and its payment: the details are checked, turned into a token by the server's
 * processor (cardTokenizer.ts), then paid with; or a saved card pays, with no details to type. Each
 * attempt carries a fresh idempotency key (crypto.randomUUID); the key is kept for a retry when the
 * previous attempt got no answer (a network failure) and nothing changed since, so that a retried
 * request is never charged twice.
 */
export function useCardPayment(pay: PayWithCard, onPaid: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm(emptyCardDetails);
  const tokenizer = useCardTokenizer();
  const [savedCardId, setSavedCardId] = useState<string>();
  const attemptKey = useRef<string | undefined>(undefined);
  const newAttempt = () => {
    attemptKey.current = undefined;
  };

  // Stable, since the card choice falls back to a new card from an effect when the chosen card is gone.
  const chooseSavedCard = useCallback((cId: string | undefined) => {
    setSavedCardId(cId);
    attemptKey.current = undefined;
  }, []);

  const payment = useMutation({
    mutationFn: async (): Promise<AttemptOutcome> => {
      let source: CardSource;
      if (savedCardId === undefined) {
        const card = await tokenizer.tokenize(form.values);
        if (card.kind !== 'token') return card;
        source = { kind: 'token', token: card.token };
      } else {
        source = { kind: 'savedCard', cId: savedCardId };
      }
      attemptKey.current ??= crypto.randomUUID();
      const answer = await pay(source, attemptKey.current);
      // An answer ends the attempt: the next submit is a new one with a new key.
      newAttempt();
      if (answer.code === ResponseCode.Success) return { kind: 'paid' };
      return { kind: 'refused', answer, at: source.kind === 'token' ? 'newCard' : 'savedCard' };
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'paid') onPaid();
      else if (outcome.kind === 'invalid') {
        form.setErrors(outcome.errors);
        tokenizer.setCardError(outcome.cardError);
        if (outcome.formError) form.setFormError(outcome.formError);
      } else if (outcome.at === 'savedCard') {
        // No card fields are shown: every refusal goes above the form. The card may have been removed.
        form.setFormError(answerMessage(outcome.answer, t));
        void queryClient.invalidateQueries({ queryKey: commerceKeys.cards });
      } else {
        form.showAnswer(withFieldIssue(outcome.answer), cardAnswerMapping);
        // spec 000 §7: a card-token failure that names no field is a declined card.
        if (outcome.at === 'token' && outcome.answer.code !== ResponseCode.InvalidRequest) {
          form.setFormError(t('messages.cardDeclined'));
        }
      }
    },
    onError: () => form.setFormError(t('messages.pleaseTryAgain')),
  });

  const cardFieldError = stripeCardFields.map((name) => form.textField(name).error).find(Boolean);

  return {
    formError: form.formError,
    isPaying: payment.isPending,
    /** Whether the chosen card can pay: a saved one, or a new one once its form is ready. */
    isCardReady: savedCardId !== undefined || tokenizer.isReady,
    /** The server's card processor; undefined while its config loads (the test form shows meanwhile). */
    processor: tokenizer.processor,
    /** Stripe's Card Element: how it registers, its message, and its changes (a new attempt, like a field's). */
    stripeCard: {
      attach: tokenizer.attachCard,
      error: tokenizer.cardError ?? cardFieldError,
      onChange: (error: StripeJsError | undefined) => {
        newAttempt();
        tokenizer.setCardError(error && showStripeError(error, t).text);
        form.setErrors(({ number: _n, expiry: _e, cvc: _c, postalCode: _p, ...billing }) => billing);
        form.setFormError(undefined);
      },
    },
    /** A card field's binding; a change makes the next submit a new attempt. */
    field: (name: CardField): TextFieldBinding => {
      const binding = form.textField(name);
      return {
        ...binding,
        onChange: (event) => {
          newAttempt();
          binding.onChange(event);
        },
      };
    },
    /** The saved card chosen to pay with; undefined for a new card typed into the form. */
    savedCardId,
    chooseSavedCard,
    /** Starts a new attempt: the order itself (tier, quantity, amount, coupon) changed. */
    newAttempt,
    submit: () => {
      form.setFormError(undefined);
      payment.mutate();
    },
  };
}
