import { Messages, ok, ResponseCode } from '@limelight/protocol';
import { commerceCalls, paymentsCalls } from '@limelight/protocol/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFetch } from '../../test/fakeFetch.ts';
import { initI18n } from '../../lib/i18n/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { BuyTicketDialog, type PurchasedEvent } from './BuyTicketDialog.tsx';
import { DonateDialog } from './DonateDialog.tsx';
import { stripeJsUrl } from './stripeJs.ts';
import { sampleDonation, sampleOrder } from './ordersTestKit.tsx';
import { fakeCardInputLabel, installFakeStripeJs, stripeConfig } from '../../test/stripeTestKit.ts';

const event: PurchasedEvent = {
  id: 'ev-1',
  slug: 'gala',
  title: 'Gala',
  tiers: [{ id: 't-1', eventId: 'ev-1', type: 'General', amount: 50, price: 20, min: 1, max: 4, total: 50 }],
};
const purchasePath = commerceCalls.stripe.path;
const paid = 'You have a ticket for Gala. Enjoy the event!';

/** A server whose processor is Stripe, with no saved cards, that takes every payment. */
function stripeServer(): FakeFetch {
  const server = new FakeFetch()
    .script(paymentsCalls.config.path, stripeConfig)
    .script(commerceCalls.myCards.path, ok({ list: [] }))
    .script(purchasePath, ok(sampleOrder()))
    .script(commerceCalls.donateByToken.path, ok(sampleDonation({ amountInCent: 500 })));
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

function renderDialog(dialog: ReactNode): HTMLElement {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{dialog}</QueryClientProvider>);
  return screen.getByRole('dialog');
}

/** The Card Element's box, named by its label, once Stripe.js has mounted it. */
async function cardElementOf(dialog: HTMLElement): Promise<HTMLElement> {
  await within(dialog).findByLabelText(fakeCardInputLabel);
  return within(dialog).getByRole('group', { name: 'Card details' });
}

function messageUnder(box: HTMLElement): string | null | undefined {
  return document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent;
}

beforeAll(() => initI18n('en'));
beforeEach(() =>
  useSessionStore
    .getState()
    .saveSession(
      { userToken: 'member', refreshToken: 'r', expiresIn: 3600, userId: 'u-1' },
      { isGuest: false },
    ),
);
afterEach(() => {
  vi.unstubAllGlobals();
  for (const script of document.querySelectorAll(`script[src="${stripeJsUrl}"]`)) script.remove();
});

describe('the card form with Stripe (the payments config call says stripe)', () => {
  it("mounts Stripe's Card Element instead of our card fields and pays with createToken's token", async () => {
    const stripe = installFakeStripeJs();
    const server = stripeServer();
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    const cardElement = await cardElementOf(dialog);
    expect(within(cardElement).getByLabelText(fakeCardInputLabel)).toBeTruthy();
    for (const ourField of ['Card number', 'Expiry (MM/YY)', 'CVC', 'Postal code']) {
      expect(within(dialog).queryByLabelText(ourField)).toBeNull();
    }
    expect(stripe.publishableKeys).toEqual(['pk_test_x']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $20.00' }));
    expect(await within(dialog).findByText(paid)).toBeTruthy();
    // Only the card: no street address is asked for a digital purchase (issue 15).
    expect(stripe.tokenRequests).toEqual([stripe.element]);
    expect(within(dialog).queryByLabelText('City')).toBeNull();
    expect(server.requests.find((request) => request.path === purchasePath)?.body).toMatchObject({
      eventId: 'ev-1',
      type: 'General',
      stripeToken: 'tok_fromStripeJs',
    });
    // The card never went to our server: no test token was asked for.
    expect(server.paths()).not.toContain(paymentsCalls.testTokens.path);
    // The config was asked for once, however often the form rendered.
    expect(server.paths().filter((path) => path === paymentsCalls.config.path)).toHaveLength(1);
  });

  it("shows Stripe.js's card errors as the test form words them, under the Card Element", async () => {
    const stripe = installFakeStripeJs();
    const server = stripeServer();
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    const cardElement = await cardElementOf(dialog);
    const pay = within(dialog).getByRole('button', { name: 'Pay $20.00' });

    stripe.nextResult = {
      error: {
        type: 'card_error',
        code: 'incorrect_number',
        message: 'Your card number is incorrect (Stripe).',
      },
    };
    await userEvent.click(pay);
    await waitFor(() => expect(messageUnder(cardElement)).toBe(Messages.cardNumberIncorrect));

    stripe.nextResult = { error: { type: 'validation_error', code: 'invalid_expiry_year_past' } };
    await userEvent.click(pay);
    await waitFor(() => expect(messageUnder(cardElement)).toBe(Messages.invalidExpiryYear));

    // A code the protocol has no message for keeps Stripe's own text.
    stripe.nextResult = {
      error: {
        type: 'validation_error',
        code: 'incomplete_expiry',
        message: "Your card's expiration date is incomplete.",
      },
    };
    await userEvent.click(pay);
    await waitFor(() => expect(messageUnder(cardElement)).toBe("Your card's expiration date is incomplete."));

    // A decline belongs to no field: above the form, like the test processor's.
    stripe.nextResult = { error: { type: 'card_error', code: 'card_declined', message: 'Declined.' } };
    await userEvent.click(pay);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(Messages.cardDeclined);
    expect(server.paths()).not.toContain(purchasePath);
  });

  it("shows the Card Element's live check and clears it once the card is fixed", async () => {
    const stripe = installFakeStripeJs();
    stripeServer();
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    const cardElement = await cardElementOf(dialog);
    stripe.emitChange({ complete: false, error: { type: 'validation_error', code: 'invalid_number' } });
    expect(messageUnder(cardElement)).toBe(Messages.cardNumberInvalid);
    expect(cardElement.className).toContain('border-danger');
    stripe.emitChange({ complete: true });
    expect(cardElement.getAttribute('aria-describedby')).toBeNull();
  });

  it("puts a refused charge's card message under the Card Element", async () => {
    installFakeStripeJs();
    stripeServer().script(purchasePath, {
      code: ResponseCode.CardDeclined,
      message: Messages.cardCvcIncorrect,
      data: null,
    });
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    const cardElement = await cardElementOf(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $20.00' }));
    await waitFor(() => expect(messageUnder(cardElement)).toBe(Messages.cardCvcIncorrect));
  });

  it('donates with the token of Stripe.js (donateByToken)', async () => {
    installFakeStripeJs();
    const server = stripeServer();
    const dialog = renderDialog(<DonateDialog eventId="ev-1" eventTitle="Gala" onClose={vi.fn()} />);
    await cardElementOf(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate $5.00' }));
    expect(await within(dialog).findByText('Thank you for your donation of $5.00!')).toBeTruthy();
    expect(
      server.requests.find((request) => request.path === commerceCalls.donateByToken.path)?.body,
    ).toMatchObject({ token: 'tok_fromStripeJs', amountInCent: 500 });
  });
});

describe('loading Stripe.js from js.stripe.com', () => {
  it('says it is loading, shows a failed load with a retry, and mounts the card once the retry loads', async () => {
    stripeServer();
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    expect(await within(dialog).findByText('Loading the secure card form…')).toBeTruthy();
    const scripts = () => document.querySelectorAll<HTMLScriptElement>(`script[src="${stripeJsUrl}"]`);
    expect(scripts()).toHaveLength(1);
    const pay = within(dialog).getByRole('button', { name: 'Pay $20.00' });
    expect(pay.hasAttribute('disabled')).toBe(true);

    fireEvent.error(scripts()[0] as HTMLScriptElement);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The secure card form could not be loaded. Check your connection and try again.',
    );
    expect(scripts()).toHaveLength(0);
    expect(pay.hasAttribute('disabled')).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(scripts()).toHaveLength(1);
    const stripe = installFakeStripeJs();
    fireEvent.load(scripts()[0] as HTMLScriptElement);
    await cardElementOf(dialog);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(pay.hasAttribute('disabled')).toBe(false);
    expect(stripe.publishableKeys).toEqual(['pk_test_x']);
  });

  it('says card payments are unavailable when the server has no publishable key', async () => {
    stripeServer().script(paymentsCalls.config.path, ok({ processor: 'stripe', publishableKey: null }));
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Card payments are not available right now. Please try again later.',
    );
    expect(document.querySelectorAll(`script[src="${stripeJsUrl}"]`)).toHaveLength(0);
  });
});
