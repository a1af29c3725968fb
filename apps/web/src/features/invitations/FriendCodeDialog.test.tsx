import { InvitationType, codeCatalogue, ok } from '@limelight/protocol';
import { friendsCalls } from '@limelight/protocol/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { serveApi, type SeenRequest } from '../../test/stubbedFetch.ts';
import { useToastStore } from '../../ui/toastStore.ts';
import { FriendCodeDialog } from './FriendCodeDialog.tsx';

const ownCode = { code: 'ada-code', link: 'https://limelight.test/fp?invitation=ada-code' };
const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.tone}: ${toast.message}`);
const bodiesTo = (requests: readonly SeenRequest[], path: string) =>
  requests.filter((request) => request.path === path).map((request) => request.body);

function renderDialog(initialCode?: string) {
  const onOpenChange = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <FriendCodeDialog open onOpenChange={onOpenChange} initialCode={initialCode} />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Add friend by code' }), onOpenChange };
}

beforeAll(() => initI18n('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useToastStore.setState({ toasts: [] }));
});

describe('Add friend by code (spec 000 §7 invitationLink, verifyInvitation)', () => {
  it("shows the member's own code and link, each with Copy", async () => {
    const requests = serveApi({ [friendsCalls.invitationLink.path]: () => ok(ownCode) }, () => ok({}));
    const { dialog } = renderDialog();
    const code = await within(dialog).findByRole('textbox', { name: 'Your invitation code' });
    expect((code as HTMLInputElement).value).toBe('ada-code');
    expect(
      (within(dialog).getByRole('textbox', { name: 'Your invitation link' }) as HTMLInputElement).value,
    ).toBe(ownCode.link);
    expect(within(dialog).getByRole('button', { name: 'Copy Your invitation code' })).toBeTruthy();
    expect(bodiesTo(requests, friendsCalls.invitationLink.path)).toEqual([{ type: 'friend' }]);
  });

  it('adds the friend whose code is entered, says so and closes', async () => {
    const requests = serveApi(
      {
        [friendsCalls.invitationLink.path]: () => ok(ownCode),
        [friendsCalls.verifyInvitation.path]: () =>
          ok({ type: InvitationType.Friend, userId: 'u-grace', chatId: 'chat-1' }),
      },
      () => ok({}),
    );
    const { dialog, onOpenChange } = renderDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: "Friend's code" }), ' grace-code ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add friend' }));
    expect(bodiesTo(requests, friendsCalls.verifyInvitation.path)).toEqual([{ code: 'grace-code' }]);
    expect(toasts()).toEqual(['success: You are now friends.']);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('fills in the code of the link the page was opened with, and shows a refusal under the field', async () => {
    serveApi(
      {
        [friendsCalls.invitationLink.path]: () => ok(ownCode),
        [friendsCalls.verifyInvitation.path]: () => ({
          code: codeCatalogue.InvalidInvitationCode.code,
          message: codeCatalogue.InvalidInvitationCode.message,
          data: {},
        }),
      },
      () => ok({}),
    );
    const { dialog, onOpenChange } = renderDialog('from-link');
    const field = within(dialog).getByRole('textbox', { name: "Friend's code" });
    expect((field as HTMLInputElement).value).toBe('from-link');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add friend' }));
    expect(within(dialog).getByText(codeCatalogue.InvalidInvitationCode.message)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('asks for a code before sending one', async () => {
    const requests = serveApi({ [friendsCalls.invitationLink.path]: () => ok(ownCode) }, () => ok({}));
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add friend' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(bodiesTo(requests, friendsCalls.verifyInvitation.path)).toEqual([]);
  });
});
