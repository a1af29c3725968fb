import {
  FollowStatus,
  FriendStatus,
  codeCatalogue,
  ok,
  toPage,
  type Envelope,
  type FriendPerson,
} from '@limelight/protocol';
import { commonCalls, friendsCalls } from '@limelight/protocol/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { serveApi, type SeenRequest } from '../../test/stubbedFetch.ts';
import { useToastStore } from '../../ui/toastStore.ts';
import { InviteFriendsButton } from './InviteFriendsButton.tsx';
import type { InvitationTarget } from './InviteFriendsDialog.tsx';

const friend = (userId: string, displayName: string): FriendPerson => ({
  userId,
  displayName,
  username: null,
  avatar: null,
  cyaId: null,
  status: FriendStatus.IsFriend,
  followStatus: FollowStatus.NotFollow,
  chatId: `chat-${userId}`,
});
const friends = [friend('u-grace', 'Grace Hopper'), friend('u-alan', 'Alan Turing')];

const event: InvitationTarget = {
  id: 'ev-1',
  title: 'Jazz night',
  shareUrl: 'https://limelight.test/event/jazz-night',
  offersEmail: true,
};

const refused = (name: keyof typeof codeCatalogue): Envelope<unknown> => ({
  code: codeCatalogue[name].code,
  message: codeCatalogue[name].message,
  data: {},
});

/** The friends the picker searches: every friend whose name holds the condition. */
const searchFriends = (request: SeenRequest) => {
  const condition = (request.query.condition ?? '').toLowerCase();
  const list = friends.filter((person) => person.displayName.toLowerCase().includes(condition));
  return ok(toPage(list, 1, 20, list.length));
};

const bodiesTo = (requests: readonly SeenRequest[], path: string) =>
  requests.filter((request) => request.path === path).map((request) => request.body);
const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.tone}: ${toast.message}`);

function renderButton(target: InvitationTarget = event) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <InviteFriendsButton target={target} />
    </QueryClientProvider>,
  );
}

async function openDialog(target?: InvitationTarget) {
  renderButton(target);
  await userEvent.click(screen.getByRole('button', { name: 'Invite friends' }));
  return screen.findByRole('dialog', { name: `Invite friends to ${(target ?? event).title}` });
}

beforeAll(() => initI18n('en'));
beforeEach(() =>
  useSessionStore
    .getState()
    .saveSession({ userToken: 't', refreshToken: 'r', expiresIn: 3600, userId: 'u-ada' }, { isGuest: false }),
);
afterEach(() => {
  useSessionStore.getState().clearSession();
  act(() => useToastStore.setState({ toasts: [] }));
});

describe('Invite friends (spec 000 §6: friends can be invited to events and rooms)', () => {
  it('is offered to members only', () => {
    useSessionStore.getState().clearSession();
    renderButton();
    expect(screen.queryByRole('button', { name: 'Invite friends' })).toBeNull();
  });

  it('finds friends by name, keeps those chosen across searches, invites them all and says so', async () => {
    const requests = serveApi(
      {
        [friendsCalls.searchFriends.path]: searchFriends,
        [friendsCalls.eventInvitation.path]: (request) =>
          ok({ invited: (request.body as { friendIds: string[] }).friendIds }),
      },
      () => ok({}),
    );
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Grace Hopper' }));
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search your friends' }), 'alan');
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: 'Grace Hopper' })).toBeNull());
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Alan Turing' }));
    expect(within(dialog).getByText('Chosen: 2')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(bodiesTo(requests, friendsCalls.eventInvitation.path)).toEqual([
      { eventId: 'ev-1', friendIds: ['u-grace', 'u-alan'] },
    ]);
    expect(toasts()).toEqual(['success: Friends invited: 2']);
    expect(within(dialog).getByText('Chosen: 0')).toBeTruthy();
  });

  it('asks for a friend before sending, and shows a refusal (the per-sender limit) as a toast', async () => {
    const requests = serveApi(
      {
        [friendsCalls.searchFriends.path]: searchFriends,
        [friendsCalls.eventInvitation.path]: () => refused('TryAgainLater'),
      },
      () => ok({}),
    );
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(within(dialog).getByText('Choose at least one friend.')).toBeTruthy();
    expect(bodiesTo(requests, friendsCalls.eventInvitation.path)).toEqual([]);
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Grace Hopper' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(toasts()).toEqual(['error: Please try again later.']);
  });

  it('says when there are no friends to invite', async () => {
    serveApi({ [friendsCalls.searchFriends.path]: () => ok(toPage([], 1, 20, 0)) }, () => ok({}));
    const dialog = await openDialog();
    expect(
      await within(dialog).findByRole('heading', {
        name: 'No friends yet: add some from the friends panel.',
      }),
    ).toBeTruthy();
  });

  it("mails an event's invitation to each valid address, refusing an invalid one ('Invalid email format')", async () => {
    const requests = serveApi(
      {
        [friendsCalls.searchFriends.path]: searchFriends,
        [commonCalls.sendEmailInvitation.path]: (request) =>
          ok({ sent: (request.body as { emails: string[] }).emails.length }),
      },
      () => ok({}),
    );
    const dialog = await openDialog();
    const field = within(dialog).getByRole('textbox', { name: 'E-mail addresses' });
    await userEvent.type(field, 'grace@example.com, nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send e-mails' }));
    expect(within(dialog).getByText('Invalid email format')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(field);
    await userEvent.type(field, 'grace@example.com, alan@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send e-mails' }));
    expect(bodiesTo(requests, commonCalls.sendEmailInvitation.path)).toEqual([
      { eventId: 'ev-1', emails: ['grace@example.com', 'alan@example.com'] },
    ]);
    expect(toasts()).toEqual(['success: Invitations e-mailed: 2']);
  });

  it('offers no e-mail for a room, and the link to copy for both', async () => {
    serveApi({ [friendsCalls.searchFriends.path]: searchFriends }, () => ok({}));
    const dialog = await openDialog({
      id: 'room-1',
      title: 'Café chat ☕',
      shareUrl: 'https://limelight.test/room/cafe-chat',
      offersEmail: false,
    });
    expect(within(dialog).queryByRole('textbox', { name: 'E-mail addresses' })).toBeNull();
    expect((within(dialog).getByRole('textbox', { name: 'Link to share' }) as HTMLInputElement).value).toBe(
      'https://limelight.test/room/cafe-chat',
    );
    expect(within(dialog).getByRole('button', { name: 'Copy Link to share' })).toBeTruthy();
  });
});
