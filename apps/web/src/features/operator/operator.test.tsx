import { codeCatalogue, ok, type InboxMessage, type Page, type QueuedReport } from '@limelight/protocol';
import { operatorCalls } from '@limelight/protocol/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { serveApi, type SeenRequest } from '../../test/stubbedFetch.ts';
import { useToastStore } from '../../ui/toastStore.ts';
import { OperatorPage } from './OperatorPage.tsx';

const person = (userId: string, displayName: string) => ({ userId, displayName, avatar: null });

const flaggedMessage: QueuedReport = {
  reportId: 'r-1',
  eventId: 'room-7',
  roomKind: 'room',
  reason: 2,
  comment: 'Keeps insulting people',
  reporter: person('u-ada', 'Ada'),
  target: person('u-troll', 'Troll'),
  message: { id: 'm-1', content: 'you are all idiots' },
  status: 'open',
  resolution: null,
  createdAt: '2026-05-01T10:00:00.000Z',
};

const contactMessage: InboxMessage = {
  id: 'c-1',
  kind: 'contact',
  name: 'Grace',
  email: 'grace@example.com',
  message: 'Where is my ticket?',
  userId: null,
  createdAt: '2026-05-01T11:00:00.000Z',
  handledAt: null,
};

const pageOf = <T,>(list: T[], page = 1, total = list.length): Page<T> => ({
  list,
  pagination: { page, pageSize: 20, total, hasNextPage: page * 20 < total },
});

function renderOperatorPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <OperatorPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const toastMessages = () => useToastStore.getState().toasts.map((toast) => toast.message);

const bodiesTo = (requests: readonly SeenRequest[], path: string) =>
  requests.filter((request) => request.path === path).map((request) => request.body);

beforeAll(() => initI18n('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useToastStore.setState({ toasts: [] }));
});

describe('the operator page (docs/decisions/operator.md)', () => {
  it('tells anyone else it is for operators, and asks for no queue', async () => {
    const requests = serveApi({ [operatorCalls.status.path]: () => ok({ isOperator: false }) }, () =>
      ok(pageOf([])),
    );
    renderOperatorPage();
    expect(await screen.findByRole('heading', { name: 'For operators only' })).toBeTruthy();
    expect(requests.map((request) => request.path)).toEqual([operatorCalls.status.path]);
  });

  it('shows a flagged message with its context and acts on it', async () => {
    let closed = false;
    const requests = serveApi(
      {
        [operatorCalls.status.path]: () => ok({ isOperator: true }),
        [operatorCalls.reports.path]: () => ok(pageOf(closed ? [] : [flaggedMessage])),
        [operatorCalls.resolveReport.path]: () => {
          closed = true;
          return ok({ ...flaggedMessage, status: 'closed', resolution: 'removeMessage' });
        },
      },
      () => ok(pageOf([])),
    );
    renderOperatorPage();
    const card = await screen.findByRole('listitem', { name: 'A message by Troll' });
    expect(within(card).getByText('you are all idiots')).toBeTruthy();
    expect(within(card).getByText('Harassment or bullying')).toBeTruthy();
    expect(within(card).getByText('Ada')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Room room-7' }).getAttribute('href')).toBe('/room/room-7');
    await userEvent.click(within(card).getByRole('button', { name: 'Remove message' }));
    await waitFor(() => expect(toastMessages()).toEqual(['Message removed.']));
    expect(bodiesTo(requests, operatorCalls.resolveReport.path)).toEqual([
      { reportId: 'r-1', action: 'removeMessage' },
    ]);
    expect(await screen.findByText('No reports here')).toBeTruthy();
  });

  it('offers no message removal for a report of a room, and pages the queue', async () => {
    const roomReport = { ...flaggedMessage, reportId: 'r-2', target: null, message: null };
    const requests = serveApi(
      {
        [operatorCalls.status.path]: () => ok({ isOperator: true }),
        [operatorCalls.reports.path]: (request) => ok(pageOf([roomReport], Number(request.query.page), 25)),
      },
      () => ok(pageOf([])),
    );
    renderOperatorPage();
    const card = await screen.findByRole('listitem', { name: 'A room' });
    expect(within(card).queryByRole('button', { name: 'Remove message' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Block from room' })).toBeNull();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(requests.filter((r) => r.path === operatorCalls.reports.path).map((r) => r.query.page)).toEqual([
      '1',
      '2',
    ]);
  });

  it('lists contact messages and marks one handled', async () => {
    const requests = serveApi(
      {
        [operatorCalls.status.path]: () => ok({ isOperator: true }),
        [operatorCalls.contactMessages.path]: () => ok(pageOf([contactMessage])),
        [operatorCalls.handleContactMessage.path]: () => ok({ id: 'c-1' }),
      },
      () => ok(pageOf([])),
    );
    renderOperatorPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Contact messages' }));
    const card = await screen.findByRole('listitem', { name: 'Contact message from Grace' });
    expect(within(card).getByText('Where is my ticket?')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'grace@example.com' }).getAttribute('href')).toBe(
      'mailto:grace@example.com',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(toastMessages()).toEqual(['Marked handled.']));
    expect(bodiesTo(requests, operatorCalls.handleContactMessage.path)).toEqual([{ id: 'c-1' }]);
  });

  it('finds a member, suspends them with a reason, lifts it, and sets a birth date', async () => {
    const standing = {
      person: person('u-troll', 'Troll'),
      email: 'troll@example.com',
      dob: '1990-05-17',
      suspension: null as null | { reason: string; suspendedAt: string; suspendedBy: string | null },
      birthDateChanges: [] as {
        oldDob: string | null;
        newDob: string;
        reason: string;
        changedBy: string | null;
        changedAt: string;
      }[],
    };
    const requests = serveApi(
      {
        [operatorCalls.status.path]: () => ok({ isOperator: true }),
        [operatorCalls.account.path]: () => ok(structuredClone(standing)),
        [operatorCalls.suspendAccount.path]: (request) => {
          const { reason } = request.body as { reason: string };
          standing.suspension = { reason, suspendedAt: '2026-05-01T12:00:00.000Z', suspendedBy: 'u-op' };
          return ok(structuredClone(standing));
        },
        [operatorCalls.liftSuspension.path]: () => {
          standing.suspension = null;
          return ok(structuredClone(standing));
        },
        [operatorCalls.setBirthDate.path]: (request) => {
          const { dob, reason } = request.body as { dob: string; reason: string };
          standing.birthDateChanges = [
            {
              oldDob: standing.dob,
              newDob: dob,
              reason,
              changedBy: 'u-op',
              changedAt: '2026-05-02T09:00:00.000Z',
            },
          ];
          standing.dob = dob;
          return ok(structuredClone(standing));
        },
      },
      () => ok(pageOf([])),
    );
    renderOperatorPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Accounts' }));
    await userEvent.type(screen.getByLabelText('Find a member'), 'troll@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    const account = await screen.findByRole('region', { name: 'Troll' });
    expect(requests.find((r) => r.path === operatorCalls.account.path)?.query).toMatchObject({
      user: 'troll@example.com',
    });
    await userEvent.type(
      within(account).getByLabelText('Reason for the suspension (shown to the member)'),
      'Spam',
    );
    await userEvent.click(within(account).getByRole('button', { name: 'Suspend account' }));
    await waitFor(() => expect(toastMessages()).toContain('The account was suspended.'));
    expect(bodiesTo(requests, operatorCalls.suspendAccount.path)).toEqual([
      { userId: 'u-troll', reason: 'Spam' },
    ]);
    expect(await within(account).findByText(/: Spam$/)).toBeTruthy();
    await userEvent.click(within(account).getByRole('button', { name: 'Lift suspension' }));
    await waitFor(() => expect(toastMessages()).toContain('The suspension was lifted.'));
    expect(await within(account).findByRole('button', { name: 'Suspend account' })).toBeTruthy();

    const dob = within(account).getByLabelText('Date of birth');
    await userEvent.clear(dob);
    await userEvent.type(dob, '2010-02-02');
    await userEvent.type(within(account).getByLabelText('Reason for the change'), 'ID checked');
    await userEvent.click(within(account).getByRole('button', { name: 'Set date of birth' }));
    await waitFor(() => expect(toastMessages()).toContain('The date of birth was changed.'));
    expect(bodiesTo(requests, operatorCalls.setBirthDate.path)).toEqual([
      { userId: 'u-troll', dob: '2010-02-02', reason: 'ID checked' },
    ]);
    const changes = await within(account).findByRole('list', { name: 'Date of birth changes' });
    expect(changes.textContent).toMatch(/^1990-05-17 → 2010-02-02, .+: ID checked$/);
  });

  it('says so when the server refuses', async () => {
    serveApi(
      {
        [operatorCalls.status.path]: () => ok({ isOperator: true }),
        [operatorCalls.reports.path]: () => ({
          code: codeCatalogue.Forbidden.code,
          message: 'no',
          data: null,
        }),
      },
      () => ok(pageOf([])),
    );
    renderOperatorPage();
    expect(await screen.findByText('The queue could not be loaded. Please try again.')).toBeTruthy();
  });
});
