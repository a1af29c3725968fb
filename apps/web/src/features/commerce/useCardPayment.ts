import { ResponseCode, type Envelope } from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type TextFieldBinding } from '../../lib/forms/index.ts';
import {
  cardAnswerMapping,
  checkCardDetails,
  emptyCardDetails,
  withFieldIssue,
  type CardErrors,
  type CardField,
} from './cardDetails.ts';
import { createCardToken } from './commerceApi.ts';

/** Pays with a card token and the attempt's idempotency key; resolves to the server's answer. */
export type PayWithToken = (token: string, idempotencyKey: string) => Promise<Envelope<unknown>>;

type AttemptOutcome =
  | { kind: 'paid' }
  | { kind: 'invalid'; errors: CardErrors }
  | { kind: 'refused'; answer: Envelope<unknown>; atToken: boolean };

/**
 * The card form's state and its payment: the details are checked, turned into a token by the test
 * processor, then paid with. Each attempt carries a fresh idempotency key (crypto.randomUUID); the key is
 * kept for a retry when the previous attempt got no answer (a network failure) and nothing changed since,
 * so that a retried request is never charged twice.
 */
export function useCardPayment(pay: PayWithToken, onPaid: () => void) {
  const { t } = useTranslation();
  const form = useForm(emptyCardDetails);
  const attemptKey = useRef<string | undefined>(undefined);
  const newAttempt = () => {
    attemptKey.current = undefined;
  };

  const payment = useMutation({
    mutationFn: async (): Promise<AttemptOutcome> => {
      const checked = checkCardDetails(form.values);
      if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
      const tokenAnswer = await createCardToken(checked.request);
      if (tokenAnswer.code !== ResponseCode.Success)
        return { kind: 'refused', answer: tokenAnswer, atToken: true };
      attemptKey.current ??= crypto.randomUUID();
      const answer = await pay(tokenAnswer.data.token, attemptKey.current);
      // An answer ends the attempt: the next submit is a new one with a new key.
      newAttempt();
      return answer.code === ResponseCode.Success
        ? { kind: 'paid' }
        : { kind: 'refused', answer, atToken: false };
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'paid') onPaid();
      else if (outcome.kind === 'invalid') form.setErrors(outcome.errors);
      else {
        form.showAnswer(withFieldIssue(outcome.answer), cardAnswerMapping);
        // spec 000 §7: a card-token failure that names no field is a declined card.
        if (outcome.atToken && outcome.answer.code !== ResponseCode.InvalidRequest) {
          form.setFormError(t('messages.cardDeclined'));
        }
      }
    },
    onError: () => form.setFormError(t('messages.pleaseTryAgain')),
  });

  return {
    formError: form.formError,
    isPaying: payment.isPending,
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
    /** Starts a new attempt: the order itself (tier, quantity, amount, coupon) changed. */
    newAttempt,
    submit: () => {
      form.setFormError(undefined);
      payment.mutate();
    },
  };
}
