import { Messages, ok, ResponseCode, type Envelope } from '@limelight/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { BuyTicketDialog, type PurchasedEvent } from './BuyTicketDialog.tsx';
import { DonateDialog } from './DonateDialog.tsx';

const event: PurchasedEvent = {
  id: 'ev-1',
  slug: 'gala',
  title: 'Gala',
  tiers: [{ id: 't-1', eventId: 'ev-1', type: 'General', amount: 50, price: 20, min: 1, max: 4, total: 50 }],
};

type Route = (body: Record<string, unknown>, url: URL) => Envelope<unknown> | Error;

/** A fetch that answers by path; every request is kept for assertions. */
function stubServer(routes: Record<string, Route>) {
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
const token = (body: Record<string, unknown>) =>
  ok({
    token: body.number === '4242424242424242' ? 'tok_visa' : 'tok_chargeDeclined',
    last4: '4242',
    expMonth: 12,
    expYear: 2034,
  });

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

async function fillCard(dialog: HTMLElement, number: string) {
  const values: Record<string, string> = {
    'Card number': number,
    'Expiry (MM/YY)': '12/34',
    CVC: '123',
    'Postal code': 'M5V 2T6',
    'Street number': '1',
    'Street name': 'King St',
    City: 'Toronto',
    'Province or state': 'ON',
    Country: 'Canada',
  };
  for (const [label, value] of Object.entries(values)) {
    const field = within(dialog).getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
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
    expect(errorOf(within(dialog).getByLabelText('City'))).toBe(Messages.fieldRequired);
    expect(within(dialog).getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it('groups the card number as it is typed', async () => {
    stubServer({});
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    await userEvent.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Card number').value).toBe('4242 4242 4242 4242');
  });

  it('checks the coupon as it is typed and shows its discount or that it is invalid', async () => {
    const requests = stubServer({
      '/api/purchase/v1/coupon': (_body, url) =>
        url.searchParams.get('code') === 'SAVE25'
          ? ok({
              id: 'c-1',
              eventId: 'ev-1',
              code: 'SAVE25',
              type: 'percent',
              value: 25,
              count: 0,
              availableCount: null,
              limited: false,
              startAt: null,
              endAt: null,
            })
          : refused(ResponseCode.InvalidCoupon, 'Invalid coupon code'),
    });
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    const coupon = within(dialog).getByLabelText('Coupon code');
    await userEvent.type(coupon, 'SAVE25');
    expect(await within(dialog).findByText('Coupon applied: 25% off')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pay $15.00' })).toBeTruthy();
    // One check once the typing settled, not one per key.
    expect(requests.filter((request) => request.path === '/api/purchase/v1/coupon')).toHaveLength(1);

    await userEvent.type(coupon, 'X');
    await waitFor(() => expect(errorOf(coupon)).toBe('Invalid coupon code'));
    expect(within(dialog).getByRole('button', { name: 'Pay $20.00' })).toBeTruthy();
  });

  it('shows the declined message, then pays with another card and shows the success screen', async () => {
    const requests = stubServer({
      '/api/payments/v1/testTokens': token,
      '/api/purchase/v1/stripe': (body) =>
        body.stripeToken === 'tok_visa'
          ? ok({ ticketId: 'o-1' })
          : refused(ResponseCode.CardDeclined, Messages.cardDeclined),
    });
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    await fillCard(dialog, '4000000000000002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $20.00' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(Messages.cardDeclined);

    await fillCard(dialog, '4242424242424242');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $20.00' }));
    expect(await within(dialog).findByText('You have a ticket for Gala. Enjoy the event!')).toBeTruthy();

    const purchases = requests.filter((request) => request.path === '/api/purchase/v1/stripe');
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
      '/api/payments/v1/testTokens': () =>
        refused(ResponseCode.InvalidRequest, `number: ${Messages.cardNumberIncorrect}`),
    });
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    await fillCard(dialog, '4000000000000010');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $20.00' }));
    await waitFor(() =>
      expect(errorOf(within(dialog).getByLabelText('Card number'))).toBe(Messages.cardNumberIncorrect),
    );
  });

  it('retries an attempt that got no answer with the same idempotency key', async () => {
    let purchaseCalls = 0;
    const requests = stubServer({
      '/api/payments/v1/testTokens': token,
      '/api/purchase/v1/stripe': () => {
        purchaseCalls += 1;
        return purchaseCalls === 1 ? new TypeError('network down') : ok({ ticketId: 'o-1' });
      },
    });
    const dialog = renderDialog(<BuyTicketDialog event={event} onClose={vi.fn()} />);
    await fillCard(dialog, '4242424242424242');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $20.00' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $20.00' }));
    expect(await within(dialog).findByText('You have a ticket for Gala. Enjoy the event!')).toBeTruthy();
    const keys = requests
      .filter((request) => request.path === '/api/purchase/v1/stripe')
      .map((request) => request.body.idempotencyKey);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
  });
});

describe('donate dialog (spec 000 §9 donation)', () => {
  it('offers the quick amounts and donates the chosen one', async () => {
    const requests = stubServer({ '/api/payments/v1/testTokens': token });
    const dialog = renderDialog(<DonateDialog eventId="ev-1" eventTitle="Gala" onClose={vi.fn()} />);
    const quick = within(dialog).getByRole('group', { name: 'Quick amounts' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['$5.00', '$10.00', '$15.00', '$20.00']);
    await userEvent.click(within(quick).getByRole('button', { name: '$10.00' }));
    expect(within(quick).getByRole('button', { name: '$10.00' }).getAttribute('aria-pressed')).toBe('true');
    await fillCard(dialog, '4242424242424242');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donate $10.00' }));
    expect(await within(dialog).findByText('Thank you for your donation of $10.00!')).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/purchase/v1/donateByToken')?.body).toEqual({
      eventId: 'ev-1',
      token: 'tok_visa',
      amountInCent: 1000,
      isSave: false,
      currency: 'usd',
      ua: 'web',
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
