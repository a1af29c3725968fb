import { AppKey, ConnectionCommand, RoomCommand, frameOf, ok, type Envelope } from '@limelight/protocol';
import { roomsCalls } from '@limelight/protocol/http';
import { socketCalls } from '@limelight/protocol/http';
import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n/index.ts';
import { FakeWebSocket } from '../../../lib/socket/fakeWebSocket.ts';
import { PreRoomPage } from '../preRoom/PreRoomPage.tsx';
import { resetRoomTest, serveApi, signInMember, toastMessages } from '../../../test/roomsTestKit.tsx';

const AuthCheckPath = roomsCalls.authCheck.path;
const TokenPath = socketCalls.getConnectionToken.path;
const roomId = 'r-1';

/** Opens the pre-room of a room with a waiting room; `token` answers each socket token request. */
function knockAt(
  token: () => Envelope<unknown> = () => ok({ token: 'waiting-token' }),
  authCheck: () => Envelope<unknown> = () => ok({ eventId: roomId, slug: 'jam-session', showWaitRoom: true }),
) {
  const requests = serveApi({
    [AuthCheckPath]: authCheck,
    [TokenPath]: token,
  });
  const router = createMemoryRouter(
    [
      { path: '/room/:id', element: <PreRoomPage /> },
      { path: '/room/:id/live', element: <h1>Live room</h1> },
    ],
    { initialEntries: ['/room/jam-session'] },
  );
  render(<RouterProvider router={router} />);
  const address = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { requests, address };
}

/** The waiting socket the page opened, accepted by the server. */
async function waitingSocket(count = 1): Promise<FakeWebSocket> {
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(count));
  const ws = FakeWebSocket.latest();
  act(() => ws.serverOpens());
  return ws;
}

const send = (ws: FakeWebSocket, frame: object) => act(() => ws.serverSends(frame));

beforeAll(() => initI18n('en'));
beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  signInMember('u-grace');
});
afterEach(() => {
  resetRoomTest();
  localStorage.clear();
});

describe('the person waiting (spec 001 §4 waitRoom, waitAccept, waitReject; spec 000 §2 wait=1)', () => {
  it('asks a socket token for the room and shows the place in line, live', async () => {
    const { requests } = knockAt();
    const ws = await waitingSocket();
    expect(requests.find((request) => request.path === TokenPath)?.body).toEqual({ eventId: roomId });
    expect(screen.getByRole('status').textContent).toBe('Knocking…');

    await send(ws, frameOf(AppKey.Room, RoomCommand.WaitRoom, { eventId: roomId, position: 3 }));
    expect(screen.getByRole('status').textContent).toBe('You are number 3 in line');
    await send(ws, frameOf(AppKey.Room, RoomCommand.WaitRoom, { eventId: roomId, position: 1 }));
    expect(screen.getByRole('status').textContent).toBe('You are number 1 in line');
  });

  it('admitted, goes into the live room and is told of the stage invitation', async () => {
    const { address } = knockAt();
    const ws = await waitingSocket();
    await send(ws, frameOf(AppKey.Room, RoomCommand.WaitAccept, { eventId: roomId, inviteToStage: true }));
    await waitFor(() => expect(address()).toBe('/room/jam-session/live'));
    expect(ws.closedByClient).toBe(true);
    expect(toastMessages()).toEqual([
      'A host let you in.',
      'A host invited you to the stage. It opens once you are in the room.',
    ]);
  });

  it('goes in when the socket is a room socket after all (the waiting room was turned off)', async () => {
    const { address } = knockAt();
    const ws = await waitingSocket();
    await send(ws, frameOf(AppKey.Connection, ConnectionCommand.RoomSeq, { roomId, seq: 4 }));
    await waitFor(() => expect(address()).toBe('/room/jam-session/live'));
  });

  it('removed, closes the waiting socket and may knock again on a new one', async () => {
    knockAt();
    const first = await waitingSocket();
    await send(first, frameOf(AppKey.Room, RoomCommand.WaitReject, { eventId: roomId }));
    expect(screen.getByRole('heading', { name: 'A host removed you from the waiting room' })).toBeTruthy();
    expect(first.closedByClient).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Knock again' }));
    const second = await waitingSocket(2);
    await send(second, frameOf(AppKey.Room, RoomCommand.WaitRoom, { eventId: roomId, position: 2 }));
    expect(screen.getByRole('status').textContent).toBe('You are number 2 in line');
  });

  it.each([
    ['blocked', 'You have been blocked'],
    ['closed', 'This room has been closed.'],
  ] as const)('ends the wait for good when %s: says why, no knocking again', async (reason, heading) => {
    knockAt();
    const ws = await waitingSocket();
    await send(ws, frameOf(AppKey.Room, RoomCommand.WaitReject, { eventId: roomId, reason }));
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Knock again' })).toBeNull();
    expect(ws.closedByClient).toBe(true);
  });

  it('runs the entry check again when the socket is refused (the line is full: 5007)', async () => {
    const full: Envelope<null> = { code: 5007, message: 'full', data: null };
    let checks = 0;
    const { requests, address } = knockAt(
      () => full,
      () => {
        checks += 1;
        return checks === 1 ? ok({ eventId: roomId, slug: 'jam-session', showWaitRoom: true }) : full;
      },
    );
    expect(await screen.findByText('This room is full or url adress is not exist.')).toBeTruthy();
    expect(requests.filter((request) => request.path === AuthCheckPath)).toHaveLength(2);
    expect(address()).toBe('/room/jam-session?auth=0&index=2');
  });
});
