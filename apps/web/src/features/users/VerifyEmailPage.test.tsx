import { httpContract } from '@limelight/protocol/http';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders.tsx';
import { appRoutes } from '../../app/router.tsx';
import { initI18n } from '../../lib/i18n/index.ts';
import { loadLazyRoutes } from '../../test/lazyRoutes.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { useToastStore } from '../../ui/toastStore.ts';
import { EmailVerificationPanel } from './EmailVerificationPanel.tsx';

type Answer = { code: number; message: string; data: unknown };

/** Answers every POST to `path` with the next of `answers` (the last one repeats); records the bodies. */
function serve(path: string, ...answers: Answer[]) {
  const bodies: unknown[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const { pathname } = new URL(url, 'http://limelight.test');
    if (pathname !== path)
      return { status: 200, json: async () => ({ code: 4004, message: 'Not found', data: null }) };
    bodies.push(JSON.parse(String(init?.body)));
    await gate;
    const answer = answers[Math.min(bodies.length - 1, answers.length - 1)];
    return { status: 200, json: async () => answer };
  });
  vi.stubGlobal('fetch', fetch);
  return { bodies, release: () => release() };
}

function openAt(url: string) {
  render(
    <AppProviders>
      <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: [url] })} />
    </AppProviders>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await loadLazyRoutes(appRoutes, '/verify-email');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe('/verify-email?code= (the mailed link)', () => {
  it('posts the code once, shows the loading state, then the verified address', async () => {
    const server = serve(httpContract.passport.verifyEmail.path, {
      code: 200,
      message: 'success',
      data: { email: 'carol@example.com', emailVerified: true },
    });
    openAt('/verify-email?code=link-token-1');
    // The route's own loading fallback shows first, then the page's, while the server answers.
    expect(await screen.findByText('Verifying your email address…')).toBeTruthy();
    server.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Email address verified' })).toBeTruthy();
    expect(screen.getByText('carol@example.com is verified.')).toBeTruthy();
    expect(server.bodies).toEqual([{ code: 'link-token-1' }]);
  });

  it("shows the server's refusal in the interface language", async () => {
    const server = serve(httpContract.passport.verifyEmail.path, {
      code: 10033,
      message: 'The code is incorrect or has expired',
      data: null,
    });
    server.release();
    openAt('/verify-email?code=stale');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not verify this address' }),
    ).toBeTruthy();
    expect(screen.getByText('The code is incorrect or has expired')).toBeTruthy();
  });

  it('says the link is incomplete without a code, and asks the server nothing', async () => {
    const server = serve(httpContract.passport.verifyEmail.path);
    openAt('/verify-email');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not verify this address' }),
    ).toBeTruthy();
    expect(screen.getByText(/This link has no code/)).toBeTruthy();
    expect(server.bodies).toEqual([]);
  });
});

describe('the verification state on the edit profile page', () => {
  const renderPanel = (isVerified: boolean) =>
    render(
      <AppProviders>
        <EmailVerificationPanel email="carol@example.com" isVerified={isVerified} />
      </AppProviders>,
    );

  it('shows a verified address as such, with nothing to do', () => {
    serve(httpContract.passport.resendVerification.path);
    renderPanel(true);
    expect(screen.getByText('carol@example.com is verified.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });

  it('resends the mail, toasts, and counts the cool-down down on a disabled button', async () => {
    const server = serve(httpContract.passport.resendVerification.path, {
      code: 200,
      message: 'success',
      data: { email: 'carol@example.com', retryAfterSeconds: 60 },
    });
    server.release();
    renderPanel(false);
    expect(screen.getByText('carol@example.com is not verified yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    const waiting = await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(waiting).toHaveProperty('disabled', true);
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
      tone: 'success',
      message: 'We sent a new verification email to carol@example.com.',
    });
  });

  it('starts the countdown from a 3000 answer and toasts the error', async () => {
    const server = serve(httpContract.passport.resendVerification.path, {
      code: 3000,
      message: 'Please try again later.',
      data: { retryAfterSeconds: 42 },
    });
    server.release();
    renderPanel(false);
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByRole('button', { name: 'Resend in 42 s' })).toHaveProperty('disabled', true);
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
      tone: 'error',
      message: 'Please try again later.',
    });
  });
});
