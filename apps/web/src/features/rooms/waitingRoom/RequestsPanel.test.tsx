import { httpContract } from '@limelight/protocol/http';
import { AppKey, CommonCommand, RoomCommand, frameOf, ok, type SocketMessage } from '@limelight/protocol';
import { roomChatCalls } from '@limelight/protocol/http';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n/index.ts';
import { FakeWebSocket } from '../../../lib/socket/fakeWebSocket.ts';
import { CastProvider } from '../../stage/index.ts';
import { RoomSidePanel } from '../live/RoomSidePanel.tsx';
import { RequestsPanel } from './RequestsPanel.tsx';
import {
  renderInLiveRoom,
  resetRoomTest,
  sampleRoom,
  serveApi,
  signInMember,
  testRoomId,
  toastMessages,
} from '../../../test/roomsTestKit.tsx';

const person = (userId: string, displayName: string, waitingSince = new Date().toISOString()) => ({
  userId,
  displayName,
  avatar: null,
  waitingSince,
});
const bob = person('u-bob', 'Bob');
const cleo = person('u-cleo', 'Cleo');
const line = (...waiting: ReturnType<typeof person>[]) =>
  frameOf(AppKey.Room, RoomCommand.WaitUpdate, { eventId: testRoomId, waiting });

/** The waiting-room commands the page sent on the room socket. */
const decisionsSent = () =>
  (FakeWebSocket.latest().sent as SocketMessage[])
    .filter((frame) => frame.appKey === AppKey.Room)
    .map((frame) => ({ command: frame.command, payload: frame.payload }));

async function openRequests(room = sampleRoom()) {
  serveApi({
    [roomChatCalls.history.path]: () => ok({ list: [], hasMore: false }),
    [httpContract.socket.roomState.path]: () => ok({ seq: 0, state: { settings: {} } }),
  });
  // The side panel lives in the page's stage cast (its moderators' Stage tab).
  const live = await renderInLiveRoom(
    <CastProvider roomId={room.id} isModerator={room.isSpecial}>
      <RoomSidePanel room={room} />
    </CastProvider>,
    { room },
  );
  return live;
}

beforeAll(() => initI18n('en'));
beforeEach(() => signInMember('u-ada'));
afterEach(() => {
  resetRoomTest();
  vi.useRealTimers();
});

describe('the request list (spec 001 §6: hosts admit, remove, or admit and invite to the stage)', () => {
  it('shows the line on its tab with a count, and sends each decision on the room socket', async () => {
    const { serverSends } = await openRequests();
    await serverSends(line(bob, cleo));
    // The tab's name is what it shows (issue 22 item 11).
    const tab = screen.getByRole('tab', { name: 'Requests 2' });
    expect(tab.textContent).toBe('Requests2');
    await userEvent.click(tab);
    const requests = screen.getByRole('list', { name: 'People waiting to come in' });
    expect(
      within(requests)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('BobJust arrived'), expect.stringContaining('CleoJust arrived')]);

    await userEvent.click(screen.getByRole('button', { name: 'Admit Bob' }));
    expect(screen.getByRole('button', { name: 'Remove Bob from the waiting room' })).toHaveProperty(
      'disabled',
      true,
    );
    await serverSends(
      frameOf(AppKey.Room, RoomCommand.WaitLeave, { eventId: testRoomId, userId: 'u-bob' }),
      line(cleo),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Admit Cleo and invite them to the stage' }));
    // Cleo's admission is on its way: her buttons wait, so this click sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Cleo from the waiting room' }));
    expect(decisionsSent()).toEqual([
      { command: 'waitAccept', payload: { eventId: testRoomId, userId: 'u-bob', inviteToStage: false } },
      { command: 'waitAccept', payload: { eventId: testRoomId, userId: 'u-cleo', inviteToStage: true } },
    ]);

    await serverSends(line());
    expect(screen.getByText('Nobody is waiting to come in.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Requests' }).textContent).toBe('Requests');
  });

  it('removes with waitReject, and tells the hosts who knocks', async () => {
    const { serverSends } = await openRequests();
    await serverSends(frameOf(AppKey.Room, RoomCommand.WaitJoin, { eventId: testRoomId, person: bob }));
    expect(toastMessages()).toEqual(['Bob is waiting to come in']);
    await userEvent.click(screen.getByRole('tab', { name: 'Requests 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bob from the waiting room' }));
    expect(decisionsSent()).toEqual([
      { command: 'waitReject', payload: { eventId: testRoomId, userId: 'u-bob' } },
    ]);
  });

  it('shows a refusal of the socket (4004, 4003) as a toast and lets the host try again', async () => {
    const { serverSends } = await openRequests();
    await serverSends(line(bob));
    await userEvent.click(screen.getByRole('tab', { name: 'Requests 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Admit Bob' }));
    await serverSends(
      frameOf(AppKey.Room, CommonCommand.Error, { code: 4004, message: 'Not found', command: 'waitAccept' }),
      frameOf(AppKey.Room, CommonCommand.Error, {
        code: 4003,
        message: 'You are not allowed to do this.',
        command: 'waitReject',
      }),
    );
    expect(toastMessages()).toEqual(['Not found', 'You are not allowed to do this.']);
    expect(screen.getByRole('button', { name: 'Admit Bob' })).toHaveProperty('disabled', false);
  });

  it('counts how long each person has waited since the server put them in line', async () => {
    vi.useFakeTimers({ now: 0 });
    const queue = [
      person('u-bob', 'Bob', new Date(0).toISOString()),
      person('u-cleo', 'Cleo', new Date(3 * 60_000).toISOString()),
    ];
    const requests = { queue, isDeciding: () => false, admit: vi.fn(), remove: vi.fn() };
    vi.setSystemTime(3 * 60_000);
    render(<RequestsPanel requests={requests} />);
    const waitedTimes = () =>
      within(screen.getByRole('list', { name: 'People waiting to come in' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('span.text-xs')?.textContent);
    expect(waitedTimes()).toEqual(['Waiting 3 min', 'Just arrived']);
    // The times are renewed every 15 s.
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(waitedTimes()).toEqual(['Waiting 5 min', 'Waiting 2 min']);
  });

  it('is for the owner, hosts and moderators only', async () => {
    await openRequests(sampleRoom({ isOwner: false, isHost: false, isSpecial: false }));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Chat', 'Post', 'People']);
    expect(screen.getByRole('complementary', { name: 'Chat' })).toBeTruthy();
  });
});
