import { ok, toPage } from '@limelight/protocol';
import { chatsCalls } from '@limelight/protocol/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n/index.ts';
import { useSessionStore } from '../../../lib/session/index.ts';
import { serveApi } from '../../../test/stubbedFetch.ts';
import { GroupSettingsDialog } from './GroupSettingsDialog.tsx';

const member = (userId: string, displayName: string, isOwner = false) => ({
  userId,
  displayName,
  avatar: null,
  isOwner,
});
// listGroupMember answers the owner first.
const members = [member('u-ada', 'Ada', true), member('u-grace', 'Grace'), member('u-alan', 'Alan')];

async function openSettingsAs(userId: string) {
  useSessionStore
    .getState()
    .saveSession({ userToken: 't', refreshToken: 'r', expiresIn: 3600, userId }, { isGuest: false });
  serveApi({ [chatsCalls.listGroupMember.path]: () => ok(toPage(members, 1, 20, members.length)) }, () =>
    ok({}),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <GroupSettingsDialog
        chat={{ chatId: 'g-1', title: 'Book club', friendId: null }}
        open
        onOpenChange={() => undefined}
        onGone={() => undefined}
      />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Chat settings' });
  await within(dialog).findByText('Alan');
  return dialog;
}

beforeAll(() => initI18n('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe("group settings: the owner's actions are the owner's (spec 000 §6, 27004; issue 22 item 6)", () => {
  it('offers the owner rename, make owner, remove and end group', async () => {
    const dialog = await openSettingsAs('u-ada');
    expect(within(dialog).getByRole('button', { name: 'Rename' })).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: 'Make owner' })).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Remove Grace' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'End group' })).toBeTruthy();
  });

  it('shows a member the name and the members, and only Leave group', async () => {
    const dialog = await openSettingsAs('u-grace');
    expect(within(dialog).getByText('Book club')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Group name' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Make owner' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'End group' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Leave group' })).toBeTruthy();
  });
});
