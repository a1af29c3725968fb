import { Messages, ok, ResponseCode, type Envelope } from '@limelight/protocol';
import { commerceCalls, paymentsCalls } from '@limelight/protocol/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { BuyTicketDialog, type PurchasedEvent } from './BuyTicketDialog.tsx';
import { fillTestCard, testTokenAnswer } from '../../test/cardFormTestKit.ts';
import { sampleCoupon, sampleDonation, sampleOrder } from './ordersTestKit.tsx';
import { DonateDialog } from './DonateDialog.tsx';

const event: PurchasedEvent = {
  id: 'ev-1',
  slug: 'gala',
  title: 'Gala',
  tiers: [{ id: 't-1', eventId: 'ev-1', type: 'General', amount: 50, price: 20, min: 1, max: 4, total: 50 }],
};

type Route = (body: Record<string, unknown>, url: URL) => Envelope<unknown> | Error;

/** What the server answers when a test names no other answer: the test processor, no saved card, success. */
const defaultRoutes: Record<string, Route> = {
  [paymentsCalls.config.path]: () => ok({ processor: 'test', publishableKey: null }),
  [commerceCalls.myCards.path]: () => ok({ list: [] }),
  [commerceCalls.stripe.path]: () => ok(sampleOrder()),
  [commerceCalls.donateByToken.path]: () => ok(sampleDonation()),
  [commerceCalls.donateByCustomer.path]: () => ok(sampleDonation()),
};

/** A fetch that answers by path; every request is kept for assertions. */
function stubServer(testRoutes: Record<string, Route>) {
  const routes = { ...defaultRoutes, ...testRoutes };
  const requests: Array<{ path: string; body: Record<string, unknown>; url: URL }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: { body?: string }) => {
      const url = new URL(input, 'http://localhost');
      const body = init.body === undefined ? {} : (JSON.parse(init.body) as Record<string, unknown>);
      requests.push({ path: url.pathname, body, url });
      const answer = routes[url.pathname]?.(body, url) ?? ok(null);
      if (answer instanceof Error) throw answer;
      return { status: 200, headers: new Headers(), json: async () => answer, blob: async () => new Blob() };
    }),
  );
  return requests;
}

const refused = (code: number, message: string, data: unknown = null): Envelope<unknown> => ({
  code,
  message,
  data,
});
const token = (body: Record<string, unknown>) => testTokenAnswer(String(body.number));

function renderDialog(dialog: React.ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(<QueryClientProvider client={queryClient}>{dialog}</QueryClientProvider>);
  return screen.getByRole('dialog');
}

function errorOf(field: HTMLElement): string | null | undefined {
  const errorId = field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '';
  return document.getElementById(errorId)?.textContent;
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
afterEach(() => vi.unstubAllGlobals());

describe('buy dialog (spec 000 §3 payment)', () => {
  it('shows every card error inline, linked to its field, before anything is sent', async () => {
    const requests = stubServer({});
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    await userEvent.type(within(dialog).getByLabelText('Card number'), '4242 4242 4242 4241');
    await userEvent.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '13/30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $20.00' }));

    expect(errorOf(within(dialog).getByLabelText('Card number'))).toBe(Messages.cardNumberInvalid);
    expect(errorOf(within(dialog).getByLabelText('Expiry (MM/YY)'))).toBe(Messages.invalidExpiryMonth);
    expect(errorOf(within(dialog).getByLabelText('CVC'))).toBe(Messages.cardCvcInvalid);
    expect(errorOf(within(dialog).getByLabelText('Postal code'))).toBe(Messages.cardPostalCodeIncomplete);
    // What the payment needs, no more: no street address for a digital ticket (issue 15).
    expect(within(dialog).queryByLabelText('City')).toBeNull();
    expect(within(dialog).getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    // Only the processor's settings and the saved cards were asked for: no card left the form.
    expect(requests.map((request) => request.path)).toEqual([
      paymentsCalls.config.path,
      commerceCalls.myCards.path,
    ]);
  });

  it('groups the card number as it is typed', async () => {
    stubServer({});
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    await userEvent.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Card number').value).toBe('4242 4242 4242 4242');
  });

  it('checks the coupon as it is typed and shows its discount or that it is invalid', async () => {
    const requests = stubServer({
      [commerceCalls.coupon.path]: (_body, url) =>
        url.searchParams.get('code') === 'SAVE25'
          ? ok(sampleCoupon({ code: 'SAVE25' }))
          : refused(ResponseCode.InvalidCoupon, 'Invalid coupon code'),
    });
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    const coupon = within(dialog).getByLabelText('Coupon code');
    await userEvent.type(coupon, 'SAVE25');
    expect(await within(dialog).findByText('Coupon applied: 25% off')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pay $15.00' })).toBeTruthy();
    // One check once the typing settled, not one per key.
    expect(requests.filter((request) => request.path === commerceCalls.coupon.path)).toHaveLength(1);

    await userEvent.type(coupon, 'X');
    await waitFor(() => expect(errorOf(coupon)).toBe('Invalid coupon code'));
    expect(within(dialog).getByRole('button', { name: 'Pay $20.00' })).toBeTruthy();
  });

  it('shows the declined message, then pays with another card and shows the success screen', async () => {
    const requests = stubServer({
      [paymentsCalls.testTokens.path]: token,
      [commerceCalls.stripe.path]: (body) =>
        body.stripeToken === 'tok_visa'
          ? ok(sampleOrder({ ticketId: 'o-1' }))
          : refused(ResponseCode.CardDeclined, Messages.cardDeclined),
    });
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    await fillTestCard(dialog, '4000000000000002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $20.00' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(Messages.cardDeclined);

    await fillTestCard(dialog, '4242424242424242');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $20.00' }));
    expect(await within(dialog).findByText('You have a ticket for Gala. Enjoy the event!')).toBeTruthy();

    const purchases = requests.filter((request) => request.path === commerceCalls.stripe.path);
    expect(purchases[0]?.body).toMatchObject({
      eventId: 'ev-1',
      type: 'General',
      quantity: 1,
      rawPrice: 20,
      finalPrice: 20,
      currency: 'usd',
    });
    // Two attempts, two keys.
    expect(purchases[0]?.body.idempotencyKey).not.toBe(purchases[1]?.body.idempotencyKey);
  });

  it('puts a card error the processor names under its field', async () => {
    stubServer({
      [paymentsCalls.testTokens.path]: () =>
        refused(ResponseCode.InvalidRequest, `number: ${Messages.cardNumberIncorrect}`),
    });
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    await fillTestCard(dialog, '4000000000000010');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $20.00' }));
    await waitFor(() =>
      expect(errorOf(within(dialog).getByLabelText('Card number'))).toBe(Messages.cardNumberIncorrect),
    );
  });

  it('retries an attempt that got no answer with the same idempotency key', async () => {
    let purchaseCalls = 0;
    const requests = stubServer({
      [paymentsCalls.testTokens.path]: token,
      [commerceCalls.stripe.path]: () => {
        purchaseCalls += 1;
        return purchaseCalls === 1 ? new TypeError('network down') : ok(sampleOrder({ ticketId: 'o-1' }));
      },
    });
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    await fillTestCard(dialog, '4242424242424242');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $20.00' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $20.00' }));
    expect(await within(dialog).findByText('You have a ticket for Gala. Enjoy the event!')).toBeTruthy();
    const keys = requests
      .filter((request) => request.path === commerceCalls.stripe.path)
      .map((request) => request.body.idempotencyKey);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
  });
});

describe('paying with a saved card (spec 000 §3 saved card)', () => {
  const savedCards = () =>
    ok({ list: [{ cId: 'card-1', last4: '4242', createdAt: '2030-01-01T00:00:00.000Z' }] });

  it('buys with the chosen saved card: no card details, its cId instead of a token', async () => {
    const requests = stubServer({
      [commerceCalls.myCards.path]: savedCards,
      [commerceCalls.stripe.path]: () => ok(sampleOrder({ ticketId: 'o-1' })),
    });
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    const choice = await within(dialog).findByRole('group', { name: 'Pay with' });
    expect(within(choice).getByText('•••• 4242')).toBeTruthy();
    // The saved card is chosen already (issue 15): no card details to type.
    await waitFor(() =>
      expect(
        within(choice).getByRole<HTMLInputElement>('radio', { name: 'Card ending in 4242' }).checked,
      ).toBe(true),
    );
    expect(within(dialog).queryByLabelText('Card number')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $20.00' }));
    expect(await within(dialog).findByText('You have a ticket for Gala. Enjoy the event!')).toBeTruthy();
    const purchase = requests.find((request) => request.path === commerceCalls.stripe.path);
    expect(purchase?.body).toMatchObject({ eventId: 'ev-1', type: 'General', cId: 'card-1' });
    expect(purchase?.body).not.toHaveProperty('stripeToken');
    expect(requests.some((request) => request.path === paymentsCalls.testTokens.path)).toBe(false);
  });

  it('shows a refusal of the saved card above the form and falls back to a new card once it is gone', async () => {
    let isCardKept = true;
    const requests = stubServer({
      [commerceCalls.myCards.path]: () => (isCardKept ? savedCards() : ok({ list: [] })),
      [commerceCalls.stripe.path]: () => {
        isCardKept = false;
        return refused(ResponseCode.CardDeclined, Messages.cardMissing);
      },
    });
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Card ending in 4242' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $20.00' }));
    expect(await within(dialog).findByLabelText('Card number')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(Messages.cardMissing);
    expect(within(dialog).queryByRole('group', { name: 'Pay with' })).toBeNull();
    expect(requests.filter((request) => request.path === commerceCalls.myCards.path)).toHaveLength(2);
  });
});

describe('card errors of spec 000 §5: zip and processing error', () => {
  it('puts a failed zip check under the postal code and a processing error above the form', async () => {
    let answer = refused(ResponseCode.CardDeclined, Messages.cardZipIncorrect);
    stubServer({ [paymentsCalls.testTokens.path]: token, [commerceCalls.stripe.path]: () => answer });
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    await fillTestCard(dialog, '4242424242424242');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $20.00' }));
    await waitFor(() =>
      expect(errorOf(within(dialog).getByLabelText('Postal code'))).toBe(Messages.cardZipIncorrect),
    );
    answer = refused(ResponseCode.CardDeclined, Messages.cardProcessingError);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $20.00' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(Messages.cardProcessingError);
  });
});

describe('amount coupons', () => {
  it('takes the amount off in currency units, as the server does', async () => {
    stubServer({
      [commerceCalls.coupon.path]: () =>
        ok(sampleCoupon({ id: 'c-2', code: 'FIVE', type: 'amount', value: 5 })),
    });
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    await userEvent.type(within(dialog).getByLabelText('Coupon code'), 'FIVE');
    expect(await within(dialog).findByText('Coupon applied: $5.00 off')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pay $15.00' })).toBeTruthy();
  });
});

describe('donate dialog (spec 000 §9 donation)', () => {
  it('offers the quick amounts and donates the chosen one', async () => {
    const requests = stubServer({ [paymentsCalls.testTokens.path]: token });
    const dialog = renderDialog(<DonateDialog eventId="ev-1" eventTitle="Gala" onClose={vi.fn()} />);
    const quick = within(dialog).getByRole('group', { name: 'Quick amounts' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['$5.00', '$10.00', '$15.00', '$20.00']);
    await userEvent.click(within(quick).getByRole('button', { name: '$10.00' }));
    expect(within(quick).getByRole('button', { name: '$10.00' }).getAttribute('aria-pressed')).toBe('true');
    await fillTestCard(dialog, '4242424242424242');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate $10.00' }));
    expect(await within(dialog).findByText('Thank you for your donation of $10.00!')).toBeTruthy();
    expect(requests.find((request) => request.path === commerceCalls.donateByToken.path)?.body).toEqual({
      eventId: 'ev-1',
      token: 'tok_visa',
      amountInCent: 1000,
      isSave: false,
      currency: 'usd',
      ua: 'web',
      idempotencyKey: expect.any(String),
    });
  });

  it('keeps the new card when "Save this card" is ticked (isSave)', async () => {
    const requests = stubServer({ [paymentsCalls.testTokens.path]: token });
    const dialog = renderDialog(<DonateDialog eventId="ev-1" eventTitle="Gala" onClose={vi.fn()} />);
    await fillTestCard(dialog, '4242424242424242');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Save this card' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate $5.00' }));
    expect(await within(dialog).findByText('Thank you for your donation of $5.00!')).toBeTruthy();
    expect(requests.find((request) => request.path === commerceCalls.donateByToken.path)?.body).toMatchObject(
      { token: 'tok_visa', amountInCent: 500, isSave: true },
    );
  });

  it('donates with a saved card through donateByCustomer', async () => {
    const requests = stubServer({
      [commerceCalls.myCards.path]: () =>
        ok({ list: [{ cId: 'card-9', last4: '0005', createdAt: '2030-01-01T00:00:00.000Z' }] }),
    });
    const dialog = renderDialog(<DonateDialog eventId="ev-1" eventTitle="Gala" onClose={vi.fn()} />);
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Card ending in 0005' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Save this card' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate $5.00' }));
    expect(await within(dialog).findByText('Thank you for your donation of $5.00!')).toBeTruthy();
    expect(requests.find((request) => request.path === commerceCalls.donateByCustomer.path)?.body).toEqual({
      eventId: 'ev-1',
      cid: 'card-9',
      amountInCent: 500,
      idempotencyKey: expect.any(String),
    });
  });

  it('refuses a custom amount outside $1–$99,999 with the protocol message', async () => {
    stubServer({});
    const dialog = renderDialog(<DonateDialog eventId="ev-1" eventTitle="Gala" onClose={vi.fn()} />);
    const amount = within(dialog).getByLabelText('Amount (USD)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '100000');
    expect(errorOf(amount)).toBe(Messages.donationOutOfRange);
    await userEvent.clear(amount);
    await userEvent.type(amount, '25');
    expect(within(dialog).getByRole('button', { name: 'Donate $25.00' })).toBeTruthy();
  });
});
