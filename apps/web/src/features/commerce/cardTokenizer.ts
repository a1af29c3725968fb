import { ResponseCode, type Envelope } from '@limelight/protocol';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCardDetails, type CardDetails, type CardErrors } from './cardDetails.ts';
import { createCardToken, fetchPaymentsConfig } from './commerceApi.ts';
import { showStripeError } from './stripeCardErrors.ts';
import type { StripeCardElement, StripeJs } from './stripeJs.ts';

/** GET /api/payments/v1/config, once a session: the processor does not change while the server runs. */
export const paymentsConfigQuery = queryOptions({
  queryKey: ['payments', 'config'],
  queryFn: fetchPaymentsConfig,
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The Card Element on the page and the Stripe.js instance that made it. */
export interface MountedStripeCard {
  stripe: StripeJs;
  element: StripeCardElement;
}

/** A new card's details as a token, or why not: messages per field, under the Card Element, above the form. */
export type CardTokenOutcome =
  | { kind: 'token'; token: string }
  | { kind: 'invalid'; errors: CardErrors; cardError?: string; formError?: string }
  | { kind: 'refused'; answer: Envelope<unknown>; at: 'token' };

async function tokenizeWithTestProcessor(details: CardDetails): Promise<CardTokenOutcome> {
  const checked = checkCardDetails(details);
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
  const answer = await createCardToken(checked.request);
  if (answer.code !== ResponseCode.Success) return { kind: 'refused', answer, at: 'token' };
  return { kind: 'token', token: answer.data.token };
}

/**
 * The card form's tokens: with the test processor the typed details go to POST /api/payments/v1/testTokens;
 * with Stripe the Card Element's details go from the browser to Stripe (`stripe.createToken`), so that card
 * numbers never reach our server. The Card Element registers itself through `attachCard`.
 */
export function useCardTokenizer() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const config = useQuery(paymentsConfigQuery);
  const [card, setCard] = useState<MountedStripeCard | null>(null);
  const [cardError, setCardError] = useState<string>();
  const attachCard = useCallback((mounted: MountedStripeCard | null) => setCard(mounted), []);

  // The Card Element holds everything Stripe needs (its postal code included).
  const tokenizeWithStripe = async (): Promise<CardTokenOutcome> => {
    const errors: CardErrors = {};
    // Only when the config arrived during this submit: the Card Element was not there to type into.
    if (!card) return { kind: 'invalid', errors, formError: t('messages.pleaseTryAgain') };
    const result = await card.stripe.createToken(card.element);
    if (!result.error) return { kind: 'token', token: result.token.id };
    const shown = showStripeError(result.error, t);
    return shown.place === 'card'
      ? { kind: 'invalid', errors, cardError: shown.text }
      : { kind: 'invalid', errors, formError: shown.text };
  };

  return {
    /** The server's processor; undefined until the config has arrived. */
    processor: config.data,
    /** Whether a new card can be paid with: the test form always, Stripe's once its Card Element is mounted. */
    isReady: config.data?.processor !== 'stripe' || card !== null,
    attachCard,
    /** The message under the Card Element: its own live check, or Stripe's refusal of the token. */
    cardError,
    setCardError,
    /** Waits for the config when it has not arrived yet, so that a card never goes to the wrong processor. */
    tokenize: async (details: CardDetails): Promise<CardTokenOutcome> => {
      const { processor } = await queryClient.fetchQuery(paymentsConfigQuery);
      return processor === 'stripe' ? tokenizeWithStripe() : tokenizeWithTestProcessor(details);
    },
  };
}
