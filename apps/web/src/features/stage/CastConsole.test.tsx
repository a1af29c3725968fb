import { CastCommand, ok } from '@limelight/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
// The live room's test kit: a room page's session on a fake socket, a stubbed API.
import {
  postsTo,
  renderInLiveRoom,
  resetRoomTest,
  serveApi,
  signInMember,
  toastMessages,
} from '../../test/roomsTestKit.tsx';
import { roomStatePath } from '../../lib/live/index.ts';
import { CastCall } from './castCalls.ts';
import { CastConsole } from './CastConsole.tsx';
import { CastProvider } from './CastProvider.tsx';
import { castRoomId, castServer, stageProfile } from './castTestKit.ts';

const people = ['Bob', 'Cleo', 'Dan', 'Eve', 'Fay'].map((name) =>
  stageProfile(`u-${name.toLowerCase()}`, name),
);
const bob = stageProfile('u-bob', 'Bob');

beforeAll(() => initI18n('en'));
beforeEach(() => signInMember('u-ada'));
afterEach(resetRoomTest);

/** Ada's console (the room's owner). */
async function renderConsole(answers: Parameters<typeof serveApi>[0] = {}) {
  const requests = serveApi({
    [roomStatePath]: () => ok({ seq: 0, state: { settings: {} } }),
    ...answers,
  });
  const { serverSends } = await renderInLiveRoom(
    <CastProvider roomId={castRoomId} isModerator>
      <CastConsole />
    </CastProvider>,
  );
  await screen.findByRole('region', { name: 'Stage console' });
  const server = castServer();
  const applyAll = () =>
    serverSends(
      ...people.map((profile) =>
        server.frame({
          command: CastCommand.Apply,
          userId: profile.userId,
          byUserId: profile.userId,
          profile,
        }),
      ),
    );
  return { requests, serverSends, server, applyAll };
}

const listOf = (name: string) => screen.getByRole('region', { name });
const namesIn = (name: string) =>
  within(listOf(name))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
const press = (list: string, action: string, name: string) =>
  userEvent.click(within(listOf(list)).getByRole('button', { name: `${action}: ${name}` }));

describe('the moderator console (spec 001 §6 moderator panel)', () => {
  it('shows the waiting line in order with each wait, and moves people list to list', async () => {
    const { requests, serverSends, server, applyAll } = await renderConsole();
    await applyAll();
    expect(namesIn('Waiting')).toEqual(['#1 Bob', '#2 Cleo', '#3 Dan', '#4 Eve', '#5 Fay']);
    expect(within(listOf('Waiting')).getByRole('heading').textContent).toBe('Waiting (5)');
    expect(within(listOf('Waiting')).getAllByText(/^Waited \d+:\d\d/)).toHaveLength(5);

    await press('Waiting', 'Approve', 'Cleo');
    expect(postsTo(requests, CastCall.Approve.path)).toEqual([{ eventId: castRoomId, userId: 'u-cleo' }]);
    await serverSends(server.frame({ command: CastCommand.Approve, userId: 'u-cleo', byUserId: 'u-ada' }));
    expect(namesIn('Waiting')).toEqual(['#1 Bob', '#2 Dan', '#3 Eve', '#4 Fay']);
    expect(namesIn('Approved')).toEqual(['Cleo']);

    await press('Approved', 'Invite on stage', 'Cleo');
    expect(postsTo(requests, CastCall.OnlineInvite.path)).toEqual([
      { eventId: castRoomId, userId: 'u-cleo' },
    ]);
    await serverSends(
      server.frame({ command: CastCommand.OnlineInvite, userId: 'u-cleo', byUserId: 'u-ada' }),
      server.frame({ command: CastCommand.OnlineAccept, userId: 'u-cleo', byUserId: 'u-cleo' }),
    );
    expect(namesIn('On stage')).toEqual(['Cleo']);
    await press('On stage', 'Kick', 'Cleo');
    expect(postsTo(requests, CastCall.OnlineClose.path)).toEqual([{ eventId: castRoomId, userId: 'u-cleo' }]);

    await press('Waiting', 'Block', 'Bob');
    await serverSends(
      server.frame({ command: CastCommand.Block, userId: 'u-bob', byUserId: 'u-ada', profile: bob }),
    );
    expect(namesIn('Blocked')).toEqual(['Bob']);
    await press('Blocked', 'Unblock', 'Bob');
    expect(postsTo(requests, CastCall.Unblock.path)).toEqual([{ eventId: castRoomId, userId: 'u-bob' }]);
  });

  it('pushes at most 4 to the main window, and takes everyone off the stage when asked', async () => {
    const everyone = people.map(({ userId }) => userId);
    const { requests, serverSends, server, applyAll } = await renderConsole({
      [CastCall.MainWindow.path]: () =>
        ok({ eventId: castRoomId, userIds: everyone.slice(1, 4), byUserId: 'u-ada' }),
      [CastCall.OnlineKickAll.path]: () =>
        ok({ eventId: castRoomId, userIds: everyone, list: 'ready', byUserId: 'u-ada' }),
    });
    await applyAll();
    await serverSends(
      ...people.flatMap(({ userId }) => [
        server.frame({ command: CastCommand.Approve, userId, byUserId: 'u-ada' }),
        server.frame({ command: CastCommand.OnlineInvite, userId, byUserId: 'u-ada' }),
        server.frame({ command: CastCommand.OnlineAccept, userId, byUserId: userId }),
      ]),
      ...people
        .slice(0, 4)
        .map(({ userId }) =>
          server.frame({ command: CastCommand.MainWindow, userId, byUserId: 'u-ada', onMain: true }),
        ),
    );
    await press('On stage', 'Push to main window', 'Fay');
    expect(toastMessages()).toEqual(['You cannot push more than 4 people']);
    expect(postsTo(requests, CastCall.MainWindow.path)).toEqual([]);
    await press('On stage', 'Remove from main window', 'Bob');
    expect(postsTo(requests, CastCall.MainWindow.path)).toEqual([
      { eventId: castRoomId, userId: 'u-bob', onMain: false },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Kick everyone off stage' }));
    const dialog = screen.getByRole('dialog', { name: 'Kick everyone off stage' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kick everyone off stage' }));
    expect(postsTo(requests, CastCall.OnlineKickAll.path)).toEqual([{ eventId: castRoomId }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await serverSends(server.frame({ command: CastCommand.OnlineKickAll, byUserId: 'u-ada' }));
    expect(namesIn('On stage')).toEqual([]);
    expect(namesIn('Approved')).toHaveLength(5);
  });

  it('tells a refused invitation by its code', async () => {
    const { serverSends, server } = await renderConsole({
      [CastCall.InterviewInvite.path]: () => ({
        code: 12062,
        message: 'User is already in interview.',
        data: null,
      }),
    });
    await serverSends(
      server.frame({ command: CastCommand.Apply, userId: 'u-bob', byUserId: 'u-bob', profile: bob }),
    );
    await press('Waiting', 'Interview', 'Bob');
    await waitFor(() => expect(toastMessages()).toEqual(['User is already in interview.']));
  });

  it('holds the interviews it started: an invitation to cancel, an interview, a group interview', async () => {
    const { requests, serverSends, server, applyAll } = await renderConsole();
    await applyAll();
    await serverSends(
      server.frame({ command: CastCommand.InterviewInvite, userId: 'u-bob', byUserId: 'u-ada' }),
    );
    const invitations = screen.getByRole('dialog', { name: 'Interview invitations' });
    expect(within(invitations).getByText('Waiting for Bob to answer…')).toBeTruthy();
    await userEvent.click(within(invitations).getByRole('button', { name: 'Cancel invitation' }));
    expect(postsTo(requests, CastCall.InterviewCancel.path)).toEqual([
      { eventId: castRoomId, userId: 'u-bob' },
    ]);

    await serverSends(
      server.frame({ command: CastCommand.InterviewAccept, userId: 'u-bob', byUserId: 'u-bob' }),
      server.frame({ command: CastCommand.InterviewInvite, userId: 'u-cleo', byUserId: 'u-ada' }),
    );
    expect(
      within(screen.getByRole('dialog', { name: 'Interview' })).getByText('Talking with Bob'),
    ).toBeTruthy();
    await serverSends(
      server.frame({ command: CastCommand.InterviewAcceptGt, userId: 'u-cleo', byUserId: 'u-cleo' }),
    );
    const group = screen.getByRole('dialog', { name: 'Group interview' });
    await userEvent.click(within(group).getByRole('button', { name: 'End all interviews' }));
    expect(postsTo(requests, CastCall.InterviewClose.path)).toEqual([{ eventId: castRoomId }]);
  });
});
