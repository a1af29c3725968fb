import { ok, type StoreOrder } from '@limelight/protocol';
import { paymentsCalls, storeCalls } from '@limelight/protocol/http';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { fakeCardInputLabel, installFakeStripeJs, stripeConfig } from '../../test/stripeTestKit.ts';
import { fakeServer, openAt, posterCart, signIn } from './storeTestKit.tsx';

const checkoutPath = storeCalls.checkout.path;

const paidOrder: StoreOrder = {
  storeOrderId: 'order-1',
  ...posterCart(3),
  cartId: 'cart-1',
  metaData: { ownerKind: 'influencer', ownerId: 'u-ada' },
  webUrl: 'https://limelight.example/store/influencer/u-ada',
  email: 'bob@example.com',
  createdAt: '2030-11-01T10:00:00.000Z',
};

beforeAll(() => initI18n('en'));
beforeEach(() => signIn('u-bob'));
afterEach(() => vi.unstubAllGlobals());

describe('cart checkout with Stripe as the processor', () => {
  it("pays the cart with the token of Stripe's Card Element", async () => {
    const stripe = installFakeStripeJs();
    const server = fakeServer()
      .script(paymentsCalls.config.path, stripeConfig)
      .script(storeCalls.cart.path, ok(posterCart(3)), ok(posterCart(0)))
      .script(checkoutPath, ok(paidOrder));
    openAt('/cart');
    await screen.findByLabelText(fakeCardInputLabel);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pay CA$67.77' }));
    expect(await screen.findByText('Thank you! Your order of CA$67.77 is paid.')).toBeTruthy();
    expect(stripe.tokenRequests).toHaveLength(1);
    expect(server.requests.find((request) => request.path === checkoutPath)?.body).toEqual({
      cartId: 'cart-1',
      totalPrice: 6777,
      stripeToken: 'tok_fromStripeJs',
      idempotencyKey: expect.any(String),
    });
  });
});
