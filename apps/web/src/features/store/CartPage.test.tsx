import { Messages, ok, ResponseCode } from '@limelight/protocol';
import { paymentsCalls, storeCalls } from '@limelight/protocol/http';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { fillTestCard, testTokenAnswer } from '../../test/cardFormTestKit.ts';
import { fakeServer, openAt, paidPosterOrder, posterCart, signIn } from './storeTestKit.tsx';

const cartPath = storeCalls.cart.path;
const checkoutPath = storeCalls.checkout.path;

beforeAll(() => initI18n('en'));
beforeEach(() => signIn('u-bob'));
afterEach(() => vi.unstubAllGlobals());

describe('cart page (spec 000 §3 store cart, §9 CAD and tax 0.13)', () => {
  it('shows 3 × CA$19.99 as a subtotal of CA$59.97, 13% tax of CA$7.80 and a total of CA$67.77', async () => {
    fakeServer().script(cartPath, ok(posterCart(3)));
    openAt('/cart');
    await screen.findByText('Subtotal');
    const line = within(screen.getByRole('list', { name: 'Items in your cart' })).getByRole('listitem');
    expect(line.textContent).toContain('Poster');
    expect(line.textContent).toContain('A2 · CA$19.99');
    expect(line.textContent).toContain('CA$59.97');
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      Subtotal: 'CA$59.97',
      'Tax (13%)': 'CA$7.80',
      Total: 'CA$67.77',
    });
    expect(screen.getByRole('button', { name: 'Pay CA$67.77' })).toBeTruthy();
  });

  it('changes a count and removes a line', async () => {
    const server = fakeServer()
      .script(cartPath, ok(posterCart(3)))
      .script(storeCalls.updateLineItem.path, ok(posterCart(1)))
      .script(storeCalls.removeLineItem.path, ok(posterCart(0)));
    openAt('/cart');
    await userEvent.selectOptions(await screen.findByLabelText('Quantity of Poster (A2)'), '1');
    expect(await screen.findByRole('button', { name: 'Pay CA$22.59' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Poster (A2)' }));
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(
      server.requests.filter((request) => request.method === 'POST').map(({ path, body }) => [path, body]),
    ).toEqual([
      [storeCalls.updateLineItem.path, { variantId: 'v-a2', count: 1 }],
      [storeCalls.removeLineItem.path, { variantId: 'v-a2' }],
    ]);
  });

  it('pays the total it shows with the card and shows the success screen', async () => {
    const server = fakeServer()
      .script(cartPath, ok(posterCart(3)), ok(posterCart(0)))
      .script(paymentsCalls.testTokens.path, testTokenAnswer('4242424242424242'))
      .script(checkoutPath, ok(paidPosterOrder));
    openAt('/cart');
    await screen.findByRole('button', { name: 'Pay CA$67.77' });
    await fillTestCard(document.body, '4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay CA$67.77' }));
    expect(await screen.findByText('Thank you! Your order of CA$67.77 is paid.')).toBeTruthy();
    expect(server.requests.find((request) => request.path === checkoutPath)?.body).toEqual({
      cartId: 'cart-1',
      totalPrice: 6777,
      stripeToken: 'tok_visa',
      idempotencyKey: expect.any(String),
    });
  });

  it("shows the card's refusal and, when the total changed, asks for the cart again", async () => {
    const server = fakeServer()
      .script(cartPath, ok(posterCart(3)))
      .script(paymentsCalls.testTokens.path, testTokenAnswer('4000000000000002'))
      .script(
        checkoutPath,
        { code: ResponseCode.CardDeclined, message: Messages.cardDeclined, data: null },
        { code: ResponseCode.PriceMismatch, message: 'Price not match', data: null },
      );
    openAt('/cart');
    await screen.findByRole('button', { name: 'Pay CA$67.77' });
    await fillTestCard(document.body, '4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay CA$67.77' }));
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.cardDeclined);
    const cartReads = () => server.requests.filter((request) => request.path === cartPath).length;
    const readsBefore = cartReads();
    await userEvent.click(screen.getByRole('button', { name: 'Pay CA$67.77' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Price not match');
    await waitFor(() => expect(cartReads()).toBeGreaterThan(readsBefore));
  });

  it('asks a guest for the receipt address before paying', async () => {
    signIn('g-1', true);
    const server = fakeServer()
      .script(cartPath, ok(posterCart(1)))
      .script(paymentsCalls.testTokens.path, testTokenAnswer('4242424242424242'))
      .script(checkoutPath, ok({ ...paidPosterOrder, totalPrice: 2259 }));
    openAt('/cart');
    const pay = await screen.findByRole('button', { name: 'Pay CA$22.59' });
    expect(pay.hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByLabelText('E-mail for your receipt'), 'guest@');
    expect(screen.getByText(Messages.invalidEmail)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-mail for your receipt'), 'example.com');
    expect(pay.hasAttribute('disabled')).toBe(false);
    await fillTestCard(document.body, '4242 4242 4242 4242');
    await userEvent.click(pay);
    expect(await screen.findByText('Thank you! Your order of CA$22.59 is paid.')).toBeTruthy();
    expect(server.requests.find((request) => request.path === checkoutPath)?.body).toMatchObject({
      email: 'guest@example.com',
    });
  });

  it('says so when the cart is empty', async () => {
    fakeServer().script(cartPath, ok(posterCart(0)));
    openAt('/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/store');
  });
});
