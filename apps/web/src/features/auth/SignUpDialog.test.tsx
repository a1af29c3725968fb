import { httpContract } from '@limelight/protocol/http';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders.tsx';
import { appRoutes } from '../../app/router.tsx';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { initI18n } from '../../lib/i18n/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { loadLazyRoutes } from '../../test/lazyRoutes.ts';

const tokens = {
  userToken: 'member-token',
  refreshToken: 'r-1',
  expiresIn: 3600,
  userId: 'g-1',
  guestId: 'g-1',
};

async function openSignUp() {
  render(
    <AppProviders>
      <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: ['/signup'] })} />
    </AppProviders>,
  );
  return screen.findByRole('dialog', { name: 'Create your account' });
}

function errorOf(field: HTMLElement): string | null | undefined {
  const errorId = field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '';
  return document.getElementById(errorId)?.textContent;
}

/** Enters each value in one change (pasted): the form's checks run on submit, not key by key. */
async function fillIn(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(dialog).getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.paste(value);
  }
}

const validValues = {
  Email: 'ada@example.com',
  Password: 'correct horse',
  'Confirm password': 'correct horse',
  'Date of birth': '1990-12-10',
};

beforeAll(async () => {
  await initI18n('en');
  // The dialog's code loads on first use: loaded here, a find waits for the dialog only (lazyRoutes.ts).
  await Promise.all([loadLazyRoutes(appRoutes, '/signup'), import('./SignUpDialog.tsx')]);
});
beforeEach(() => {
  useSessionStore.getState().clearSession();
  useDialogStore.getState().closeAllDialogs();
});
afterEach(() => vi.unstubAllGlobals());

describe('sign-up dialog (spec 000 §5 messages inline)', () => {
  it('shows every rule of the form under its field, linked by aria-describedby', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const dialog = await openSignUp();
    await fillIn(dialog, {
      Email: 'ada@example',
      Password: 'short',
      'Confirm password': 'other',
      'Date of birth': '2020-02-02',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));

    expect(errorOf(within(dialog).getByLabelText('Email'))).toBe('Invalid email, please try again');
    expect(errorOf(within(dialog).getByLabelText('Password'))).toBe(
      'Please enter a password (8char min length)',
    );
    expect(errorOf(within(dialog).getByLabelText('Confirm password'))).toBe('Passwords do not match');
    expect(errorOf(within(dialog).getByLabelText('Date of birth'))).toBe('DOB must be 13-150');
    expect(errorOf(within(dialog).getByRole('checkbox'))).toBe('Must accept to continue');
    expect(within(dialog).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    // The landing behind the dialog reads its lists; the sign-up itself was not sent.
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/passport/'), expect.anything());
  });

  it('asks for an e-mail address when a username is typed', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const dialog = await openSignUp();
    await fillIn(dialog, { Email: 'ada_lovelace' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(errorOf(within(dialog).getByLabelText('Email'))).toBe('Please login with your email address');
  });

  it("shows the server's 'The username has already been taken' under the e-mail", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({
        status: 409,
        json: async () => ({ code: 4009, message: 'The username has already been taken', data: null }),
      })),
    );
    const dialog = await openSignUp();
    await fillIn(dialog, validValues);
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));

    await vi.waitFor(() =>
      expect(errorOf(within(dialog).getByLabelText('Email'))).toBe('The username has already been taken'),
    );
  });

  it('registers with the guest id, so the guest keeps what it did, and closes on success', async () => {
    useSessionStore
      .getState()
      .saveSession(
        { userToken: 'guest-token', refreshToken: '', expiresIn: 3600, userId: 'g-1' },
        { isGuest: true },
      );
    const fetch = vi.fn(async (url: string) => ({
      status: 200,
      json: async () => ({
        code: 200,
        message: 'success',
        // The sign-up's tokens; the lists of the landing behind the dialog are empty.
        data: url.startsWith(httpContract.passport.register.path)
          ? tokens
          : { list: [], pagination: { page: 1, pageSize: 20, total: 0, hasNextPage: false } },
      }),
    }));
    vi.stubGlobal('fetch', fetch);
    const dialog = await openSignUp();
    await fillIn(dialog, { ...validValues, Email: 'Ada@Example.com' });
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch).toHaveBeenCalledWith(
      `${httpContract.passport.register.path}?v=43`,
      expect.objectContaining({
        headers: expect.objectContaining({ Authorization: 'Bearer guest-token' }),
        body: JSON.stringify({
          email: 'ada@example.com',
          password: 'correct horse',
          dob: '1990-12-10',
          terms: true,
          guestId: 'g-1',
        }),
      }),
    );
    expect(useSessionStore.getState().session).toMatchObject({ userId: 'g-1', isGuest: false });
    expect(useSessionStore.getState().guestId).toBeNull();
  });
});
