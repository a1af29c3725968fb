import { ok, type OwnProfile } from '@limelight/protocol';
import { passportCalls, usersCalls } from '@limelight/protocol/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { serveApi, type SeenRequest } from '../../test/stubbedFetch.ts';
import { ClaimAccountPage } from './ClaimAccountPage.tsx';

const tokens = { userToken: 'member', refreshToken: 'r', expiresIn: 3600 };

function openClaimPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/claimAccount', element: <ClaimAccountPage /> },
      { path: '/user/:cyaid', element: <p>profile page</p> },
    ],
    { initialEntries: ['/claimAccount'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function fillCredentials() {
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'a-long-password');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'a-long-password');
  await userEvent.type(screen.getByLabelText(/Date of birth/), '1990-05-17');
}

const bodiesTo = (requests: readonly SeenRequest[], path: string) =>
  requests.filter((request) => request.path === path).map((request) => request.body);

beforeAll(() => initI18n('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe('/claimAccount with claim info (spec 000 §2; docs/decisions/claim-account.md)', () => {
  it('lets a guest claim its own account: what it keeps, the terms, then register with its guest id', async () => {
    useSessionStore
      .getState()
      .saveSession(
        { userToken: 'guest', refreshToken: '', expiresIn: 3600, userId: 'g-1' },
        { isGuest: true },
      );
    const requests = serveApi(
      { [passportCalls.register.path]: () => ok({ ...tokens, userId: 'g-1', guestId: 'g-1' }) },
      () => ok({}),
    );
    const router = openClaimPage();
    expect(screen.getByRole('heading', { name: 'What claiming keeps' })).toBeTruthy();
    expect(screen.getByText(/Everything you did as a guest/)).toBeTruthy();
    await fillCredentials();
    await userEvent.click(screen.getByRole('button', { name: 'Claim my account' }));
    // The terms are part of claiming a guest account, as of signing up.
    expect(bodiesTo(requests, passportCalls.register.path)).toEqual([]);
    await userEvent.click(screen.getByLabelText('I accept the Terms of Service and the Privacy Policy'));
    await userEvent.click(screen.getByRole('button', { name: 'Claim my account' }));
    await screen.findByText('profile page');
    expect(bodiesTo(requests, passportCalls.register.path)).toEqual([
      {
        email: 'ada@example.com',
        password: 'a-long-password',
        dob: '1990-05-17',
        terms: true,
        guestId: 'g-1',
      },
    ]);
    expect(router.state.location.pathname).toBe('/user/g-1');
    expect(useSessionStore.getState().session).toMatchObject({ isGuest: false, userId: 'g-1' });
  });

  it('lets the owner of an account a host created set its e-mail, password and dob', async () => {
    useSessionStore.getState().saveSession({ ...tokens, userId: 'u-made' }, { isGuest: false });
    const profile = { userId: 'u-made', cyaId: null, email: null } as unknown as OwnProfile;
    const requests = serveApi(
      {
        [usersCalls.getProfile.path]: () => ok(profile),
        [usersCalls.claimAccount.path]: () => ok({ ...tokens, userId: 'u-made' }),
      },
      () => ok({}),
    );
    openClaimPage();
    expect(await screen.findByText(/The name and picture the host gave this account/)).toBeTruthy();
    expect(screen.queryByLabelText('I accept the Terms of Service and the Privacy Policy')).toBeNull();
    await fillCredentials();
    await userEvent.click(screen.getByRole('button', { name: 'Claim my account' }));
    await screen.findByText('profile page');
    expect(bodiesTo(requests, usersCalls.claimAccount.path)).toEqual([
      { email: 'ada@example.com', password: 'a-long-password', dob: '1990-05-17' },
    ]);
  });
});
