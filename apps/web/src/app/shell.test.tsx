import { codeCatalogue } from '@limelight/protocol';
import { httpContract } from '@limelight/protocol/http';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useDialogStore } from '../lib/dialogs/index.ts';
import { initI18n } from '../lib/i18n/index.ts';
import { useSessionStore } from '../lib/session/index.ts';
import { AppProviders } from './AppProviders.tsx';
import { appRoutes } from './router.tsx';
import { loadLazyRoutes } from '../test/lazyRoutes.ts';
import { serveApi } from '../test/stubbedFetch.ts';

function renderApp(url: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const logInAsMember = () =>
  useSessionStore
    .getState()
    .saveSession(
      { userToken: 'member-token', refreshToken: 'r', expiresIn: 3600, userId: 'u-1' },
      { isGuest: false },
    );

beforeAll(async () => {
  await initI18n('en');
  await loadLazyRoutes(appRoutes, '/myPurchases', '/analytics', '/', '/events', '/login');
});

// Reset before each test: while the previous app is still mounted, a logout would reopen the login dialog.
beforeEach(() => {
  useSessionStore.getState().clearSession();
  useDialogStore.getState().closeAllDialogs();
});

afterEach(() => vi.unstubAllGlobals());

describe('login-only routes (spec 000 §2 "auth")', () => {
  it('keeps the address and opens the login dialog over a log-in prompt', async () => {
    const router = renderApp('/myPurchases');
    expect(await screen.findByRole('heading', { name: 'Log in to continue' })).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByLabelText('Email')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/myPurchases');
  });

  it('shows the page to a member, the friends panel closed until they open it', async () => {
    logInAsMember();
    serveApi({}, () => ({ code: codeCatalogue.NotFound.code, message: 'Invalid Link ...', data: null }));
    renderApp('/event/link/e-1/l-1');
    expect(await screen.findByRole('heading', { name: 'Invalid Link ...' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Friends panel' })).toBeNull();
  });
});

describe('the friends panel on a wide screen (issue 15)', () => {
  it('opens from the header and remembers the choice', async () => {
    logInAsMember();
    renderApp('/analytics');
    const toggle = await screen.findByRole('button', { name: 'Show friends panel' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(await screen.findByRole('complementary', { name: 'Friends panel' })).toBeTruthy();
    expect(localStorage.getItem('friend_panel_hide')).toBe('false');
    const hide = screen.getByRole('button', { name: 'Hide friends panel' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(hide);
    expect(screen.queryByRole('complementary', { name: 'Friends panel' })).toBeNull();
    expect(localStorage.getItem('friend_panel_hide')).toBe('true');
  });
});

describe('root view (spec 000 §1)', () => {
  it('shows no friends panel to a visitor', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Live events, together' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Friends panel' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it('sends a member from / to /events', async () => {
    logInAsMember();
    const router = renderApp('/?lang=en');
    expect(await screen.findByRole('heading', { name: 'Events' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/events?lang=en');
  });
});

describe('login dialog', () => {
  it('checks the fields inline before calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const email = within(dialog).getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const errorId = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Please login with your email address');
    expect(within(dialog).getByText('Please enter a password (8char min length)')).toBeTruthy();
    // The landing behind the dialog reads its lists; the login itself was not sent.
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/passport/'), expect.anything());
  });

  it('says why the server refused the login, above the form', async () => {
    const fetch = vi.fn(async () => ({
      status: 401,
      json: async () => ({ code: 10031, message: 'Incorrect email or password', data: null }),
    }));
    vi.stubGlobal('fetch', fetch);
    renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'Ada@Example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Incorrect email or password');
    expect(fetch).toHaveBeenCalledWith(
      `${httpContract.passport.login.path}?v=43`,
      expect.objectContaining({
        body: JSON.stringify({ username: 'ada@example.com', password: 'correct horse' }),
      }),
    );
  });

  it('logs a member in and moves on from /login to /events', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => ({
        status: 200,
        json: async () => ({
          code: 200,
          message: 'success',
          // The login's session; the landing's and the events page's lists are empty.
          data: url.startsWith(httpContract.passport.login.path)
            ? { userToken: 't', refreshToken: 'r', expiresIn: 3600, userId: 'u-1' }
            : { list: [], pagination: { page: 1, pageSize: 20, total: 0, hasNextPage: false } },
        }),
      })),
    );
    const router = renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('You are logged in.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/events');
    expect(useSessionStore.getState().session?.isGuest).toBe(false);
  });
});
