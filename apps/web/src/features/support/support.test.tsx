import { ContactMessage, codeCatalogue, ok, type OwnProfile } from '@limelight/protocol';
import { supportCalls, usersCalls } from '@limelight/protocol/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UserMenu } from '../../app/layout/UserMenu.tsx';
import { initI18n } from '../../lib/i18n/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { serveApi, type SeenRequest } from '../../test/stubbedFetch.ts';
import { useToastStore } from '../../ui/toastStore.ts';
import { ContactPage } from './ContactPage.tsx';
import { FeedbackDialogHost } from './FeedbackDialogHost.tsx';

const ada: OwnProfile = {
  userId: 'u-ada',
  username: 'ada',
  displayName: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  avatar: null,
  backgroundImageUrl: null,
  bio: null,
  cyaId: null,
  friendsCount: 0,
  followersCount: 0,
  followingCount: 0,
  email: 'ada@example.com',
  emailVerified: true,
  gender: null,
  dob: null,
  notes: null,
  info: { email: 'ada@example.com', hasPassword: true, social: {} },
  promptCyaId: false,
  promptEmail: false,
  underAge: false,
  isOxford: false,
  language: null,
  theme: null,
  timeZone: null,
};

const contactBodies = (requests: readonly SeenRequest[]) =>
  requests.filter((request) => request.path === supportCalls.contact.path).map((request) => request.body);

function renderRoutes(address: string, routes: { path: string; element: ReactNode }[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [address] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const renderContactPage = () =>
  renderRoutes('/contact', [
    { path: '/contact', element: <ContactPage /> },
    { path: '/contact/success', element: <p>sent page</p> },
  ]);

beforeAll(() => initI18n('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
  act(() => useToastStore.setState({ toasts: [] }));
});

describe('contact page (spec 000 §2 /contact, §5 "Contact message")', () => {
  it('names every field at fault at once and sends nothing', async () => {
    const requests = serveApi({}, () => ok({ messageId: 'm-1' }));
    renderContactPage();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Invalid email, please try again')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(contactBodies(requests)).toEqual([]);
  });

  it(`refuses a message past ${ContactMessage.maxChars} characters with the spec's message, counting as it goes`, async () => {
    const requests = serveApi({}, () => ok({ messageId: 'm-1' }));
    renderContactPage();
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    const message = screen.getByLabelText('Message');
    await userEvent.click(message);
    await userEvent.paste('x'.repeat(ContactMessage.maxChars + 1));
    expect(screen.getByText('4001 of 4000 characters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Message must be at most 4000 characters')).toBeTruthy();
    expect(contactBodies(requests)).toEqual([]);
  });

  it('sends the checked form as a contact message and goes on to /contact/success', async () => {
    const requests = serveApi({ [supportCalls.contact.path]: () => ok({ messageId: 'm-1' }) }, () => ok({}));
    const router = renderContactPage();
    await userEvent.type(screen.getByLabelText('Name'), ' Ada ');
    await userEvent.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await userEvent.type(screen.getByLabelText('Message'), 'Where is my ticket?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('sent page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/contact/success');
    expect(contactBodies(requests)).toEqual([
      { name: 'Ada', email: 'ada@example.com', message: 'Where is my ticket?', kind: 'contact' },
    ]);
  });

  it("shows the server's refusal above the form (the per-address limit)", async () => {
    const { code, message } = codeCatalogue.TryAgainLater;
    serveApi({ [supportCalls.contact.path]: () => ({ code, message, data: null }) }, () => ok({}));
    renderContactPage();
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please try again later.');
  });
});

describe('feedback dialog (spec 000 §2 "feedback")', () => {
  it('opens from the account menu with the member filled in and sends feedback', async () => {
    useSessionStore
      .getState()
      .saveSession(
        { userToken: 't', refreshToken: 'r', expiresIn: 3600, userId: 'u-ada' },
        { isGuest: false },
      );
    const requests = serveApi(
      {
        [usersCalls.getProfile.path]: () => ok(ada),
        [supportCalls.contact.path]: () => ok({ messageId: 'm-2' }),
      },
      () => ok({}),
    );
    const element = (
      <>
        <UserMenu />
        <FeedbackDialogHost />
      </>
    );
    renderRoutes('/', [{ path: '/', element }]);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Send feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send feedback' });
    expect((await within(dialog).findByLabelText<HTMLInputElement>('Name')).value).toBe('Ada Lovelace');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'The stage is great.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      'Thank you, your feedback was sent.',
    ]);
    expect(contactBodies(requests)).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com', message: 'The stage is great.', kind: 'feedback' },
    ]);
  });
});
