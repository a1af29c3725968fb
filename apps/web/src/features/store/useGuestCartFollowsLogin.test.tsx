import { ok, ResponseCode, type Envelope, type MergeCartAnswer } from '@limelight/protocol';
import { passportCalls, storeCalls } from '@limelight/protocol/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { useToastStore } from '../../ui/toastStore.ts';
import { logIn } from '../auth/index.ts';
import { useCart } from './storeQueries.ts';
import { fakeServer, posterCart, signIn } from './storeTestKit.tsx';
import { useGuestCartFollowsLogin } from './useGuestCartFollowsLogin.ts';

const mergePath = storeCalls.mergeCart.path;
const adaLogin = ok({ userToken: 'token-u-ada', refreshToken: 'r', expiresIn: 3600, userId: 'u-ada' });

/** The app shell's part: the hook, and the cart count a page shows. */
function Shell() {
  useGuestCartFollowsLogin();
  const cart = useCart();
  return <p>{cart.data ? `${cart.data.lineItemCount} in the cart` : 'Loading'}</p>;
}

function openShell(): void {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>,
  );
}

/** A visitor with one poster in the cart logs in as Ada, whose merge answers `merged`. */
async function visitorLogsIn(merged: Envelope<unknown>) {
  const server = fakeServer()
    .script(storeCalls.cart.path, ok(posterCart(1)), ok(posterCart(3)))
    .script(passportCalls.login.path, adaLogin)
    .script(mergePath, merged);
  openShell();
  await screen.findByText('1 in the cart');
  await logIn({ username: 'ada@example.com', password: 'correct horse battery' });
  await waitFor(() => expect(server.paths()).toContain(mergePath));
  return server;
}

const toastMessages = () => useToastStore.getState().toasts.map(({ tone, message }) => [tone, message]);

beforeAll(() => initI18n('en'));
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  signIn('u-guest', true);
});
afterEach(() => vi.unstubAllGlobals());

describe("a visitor's cart follows them when they log in", () => {
  it("hands the guest's token to mergeCart as the member, then asks for the cart again", async () => {
    const server = await visitorLogsIn(ok<MergeCartAnswer>({ cart: posterCart(3), kept: 'all' }));
    const merge = server.requests.find((request) => request.path === mergePath);
    expect(merge?.body).toEqual({ guestToken: 'token-u-guest' });
    expect(merge?.headers.Authorization).toBe('Bearer token-u-ada');
    expect(await screen.findByText('3 in the cart')).toBeTruthy();
    expect(toastMessages()).toEqual([]);
  });

  it.each([
    [
      'part',
      'Not everything in your earlier cart fit: some items are sold out or your cart reached its limits.',
    ],
    ['member', "Your earlier cart held items from another store, so your account's cart was kept."],
  ] as const)('tells what could not be kept (%s)', async (kept, message) => {
    await visitorLogsIn(ok<MergeCartAnswer>({ cart: posterCart(3), kept }));
    await waitFor(() => expect(toastMessages()).toEqual([['info', message]]));
  });

  it('tells a refusal', async () => {
    await visitorLogsIn({ code: ResponseCode.Conflict, message: 'busy', data: { reason: 'inCheckout' } });
    await waitFor(() =>
      expect(toastMessages()).toEqual([['error', 'Your cart is being paid for. Please wait a moment.']]),
    );
  });

  it('says nothing when the guest session had ended (4003: there is no cart to claim)', async () => {
    await visitorLogsIn({ code: ResponseCode.Forbidden, message: 'not a guest session', data: null });
    // The cart is asked again in the same step that would tell a refusal.
    await screen.findByText('3 in the cart');
    expect(toastMessages()).toEqual([]);
  });

  it('merges nothing when a guest registers (same id) or a member logs in again', async () => {
    const server = fakeServer().script(storeCalls.cart.path, ok(posterCart(1)));
    openShell();
    await screen.findByText('1 in the cart');
    const save = (userId: string, isGuest: boolean) =>
      useSessionStore
        .getState()
        .saveSession(
          { userToken: `token-${userId}`, refreshToken: 'r', expiresIn: 3600, userId },
          { isGuest },
        );
    save('u-guest', false);
    save('u-ada', false);
    // Only a guest's session replaced by another member's merges: this one.
    save('u-guest-2', true);
    save('u-bob', false);
    await waitFor(() => expect(server.paths()).toContain(mergePath));
    const merges = server.requests.filter((request) => request.path === mergePath);
    expect(merges.map((request) => request.body)).toEqual([{ guestToken: 'token-u-guest-2' }]);
  });
});
