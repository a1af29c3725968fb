import { ok } from '@limelight/protocol';
import { within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { testCardFields } from './testCard.ts';

/**
 * Enters a test card into the card form inside `container`, replacing what its fields held. Each value is
 * pasted, one change per field: typed key by key, the card re-rendered the form some forty times, seconds
 * of a test on a loaded machine, and what is tested here is the payment, not the typing.
 */
export async function fillTestCard(container: HTMLElement, number: string): Promise<void> {
  for (const [label, value] of Object.entries(testCardFields(number))) {
    const field = within(container).getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.paste(value);
  }
}

/** The test processor's answer to /api/payments/v1/testTokens: 4242 4242 4242 4242 pays, others are declined. */
export const testTokenAnswer = (number: string) =>
  ok({
    token: number === '4242424242424242' ? 'tok_visa' : 'tok_chargeDeclined',
    last4: number.slice(-4),
    expMonth: 12,
    expYear: 2034,
  });
