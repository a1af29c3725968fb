import { httpContract } from '@limelight/protocol/http';
import { ok, type Envelope, type RoomAuthCheckAnswer } from '@limelight/protocol';
import { roomsCalls } from '@limelight/protocol/http';
import { socketCalls } from '@limelight/protocol/http';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../../../lib/i18n/index.ts';
import { PreferenceKey } from '../../../lib/preferences/index.ts';
import { useSessionStore } from '../../../lib/session/index.ts';
import { FakeWebSocket } from '../../../lib/socket/fakeWebSocket.ts';
import { resetRoomTest, serveApi, signInMember } from '../../../test/roomsTestKit.tsx';
import { PreRoomPage } from './PreRoomPage.tsx';

const AuthCheckPath = roomsCalls.authCheck.path;

const passed = (showWaitRoom: boolean) =>
  ok<RoomAuthCheckAnswer>({ eventId: 'r-1', slug: 'jam-session', showWaitRoom });
const refused = (code: number): Envelope<null> => ({ code, message: 'refused', data: null });

/** Opens the pre-room at `address`; answers where the router ends. */
function openPreRoom(address: string) {
  const router = createMemoryRouter(
    [
      { path: '/room/:id', element: <PreRoomPage /> },
      { path: '/room/:id/live', element: <h1>Live room</h1> },
      { path: '/notfound', element: <h1>Not found</h1> },
    ],
    { initialEntries: [address] },
  );
  render(<RouterProvider router={router} />);
  return () => `${router.state.location.pathname}${router.state.location.search}`;
}

beforeAll(() => initI18n('en'));
afterEach(() => {
  resetRoomTest();
  localStorage.clear();
});

describe('pre-room entry checks (spec 000 §2, spec 001 §2)', () => {
  it('goes on to the live room when the check passes, keeping the theme', async () => {
    signInMember();
    const requests = serveApi({ [AuthCheckPath]: () => passed(false) });
    const address = openPreRoom('/room/jam-session?theme=dark');
    await waitFor(() => expect(address()).toBe('/room/jam-session/live?theme=dark'));
    expect(requests.find((request) => request.path === AuthCheckPath)?.body).toEqual({
      eventId: 'jam-session',
    });
  });

  it('logs in as a guest first when nobody is logged in', async () => {
    const requests = serveApi({
      [httpContract.users.createGuest.path]: () =>
        ok({ userToken: 'guest-token', uuid: 'g-1', expiresIn: 3600 }),
      [AuthCheckPath]: () => passed(false),
    });
    const address = openPreRoom('/room/jam-session');
    await waitFor(() => expect(address()).toBe('/room/jam-session/live'));
    expect(requests.map((request) => request.path)).toEqual([
      httpContract.users.createGuest.path,
      AuthCheckPath,
    ]);
    expect(useSessionStore.getState().session).toMatchObject({ userId: 'g-1', isGuest: true });
  });

  it('shows the waiting room with auth=1, wait=1 when the room has one', async () => {
    signInMember();
    // The waiting screen opens its waiting socket (waitingRoom/WaitingRoomScreen.test.tsx).
    vi.stubGlobal('WebSocket', FakeWebSocket);
    serveApi({
      [AuthCheckPath]: () => passed(true),
      [socketCalls.getConnectionToken.path]: () => ok({ token: 'waiting-token' }),
    });
    const address = openPreRoom('/room/jam-session');
    expect(await screen.findByRole('heading', { name: 'You are in the waiting room' })).toBeTruthy();
    await waitFor(() => expect(address()).toBe('/room/jam-session?auth=1&wait=1'));
  });

  it.each([
    [10011, '0', "We're sorry you are not eligible to join this event due to an age restriction."],
    [4003, '1', 'This room is private'],
    [5007, '2', 'This room is full or url adress is not exist.'],
    [3000, '1', 'This room is private'],
  ])('%s: auth=0, index=%s, "%s"', async (code, index, message) => {
    signInMember();
    serveApi({ [AuthCheckPath]: () => refused(code) });
    const address = openPreRoom('/room/jam-session?theme=dark');
    expect(await screen.findByRole('heading', { name: 'You cannot join this room' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    await waitFor(() => expect(address()).toBe(`/room/jam-session?theme=dark&auth=0&index=${index}`));
  });

  it('11002 goes to the not-found page', async () => {
    signInMember();
    serveApi({ [AuthCheckPath]: () => refused(11002) });
    const address = openPreRoom('/room/gone');
    await waitFor(() => expect(address()).toBe('/notfound'));
  });

  it('a room on my blocked enter list goes to the not-found page', async () => {
    signInMember('u-ada');
    localStorage.setItem(PreferenceKey.BlockedEnterList, JSON.stringify({ 'u-ada': ['r-1'] }));
    serveApi({ [AuthCheckPath]: () => passed(false) });
    const address = openPreRoom('/room/jam-session');
    await waitFor(() => expect(address()).toBe('/notfound'));
  });
});
