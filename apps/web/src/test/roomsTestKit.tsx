import type { AppKey } from '@limelight/protocol';
import {
  frameOf,
  initialRoomChatState,
  ok,
  stampRoomFrame,
  type RoomChatMessage,
  type RoomChatState,
  type RoomPost,
  type RoomView,
  type ServerCommand,
  type ServerPayloadInput,
} from '@limelight/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { LiveSessionProvider, seedRoomLiveState } from '../lib/live/index.ts';
import { createTestSession, roomSeqFrame } from '../lib/live/liveSessionTestKit.ts';
import { useSessionStore } from '../lib/session/index.ts';
import { FakeWebSocket } from '../lib/socket/fakeWebSocket.ts';
import { serveApi as serveStubbedApi, type SeenRequest, type StubbedAnswer } from './stubbedFetch.ts';
import { useToastStore } from '../ui/toastStore.ts';
import { roomKeys } from '../features/rooms/roomQueries.ts';

/** The room of the tests (the live test kit's room id). */
export const testRoomId = 'ev-1';

/** A public room owned by Ada, as its owner sees it. */
export const sampleRoom = (fields: Partial<RoomView> = {}): RoomView => ({
  id: testRoomId,
  slug: 'jam-session',
  title: 'Jam session',
  thumbnail: null,
  privateLevel: 1,
  label: '13',
  tags: [],
  waitRoom: false,
  approveJoin: false,
  sendChat: true,
  showParticipants: true,
  allowDonations: true,
  chatModApprove: false,
  joinStage: 1,
  owner: { userId: 'u-ada', displayName: 'Ada', avatar: null },
  peopleCount: 1,
  friendList: [],
  isSubscribed: false,
  isOwner: true,
  isMod: false,
  isHost: true,
  isSpecial: true,
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
  ...fields,
});

/** A visible chat message `id` from `sender` (Grace by default). */
export const sampleMessage = (
  id: string,
  content: string,
  sender = { userId: 'u-grace', displayName: 'Grace' },
): RoomChatMessage => ({
  id,
  eventId: testRoomId,
  content,
  isRoom: 1,
  sender: { ...sender, avatar: null },
  createdAt: '2030-01-01T10:00:00.000Z',
});

/** A frame of the room's log at `seq`. */
export function roomFrame<A extends AppKey, C extends ServerCommand<A>>(
  seq: number,
  appKey: A,
  command: C,
  payload: ServerPayloadInput<A, C>,
) {
  const serverTime = new Date(Date.UTC(2030, 0, 1, 10, 0, seq)).toISOString();
  return stampRoomFrame(frameOf(appKey, command, payload), { seq, serverTime });
}

export type { SeenRequest } from './stubbedFetch.ts';

/** Stubs `fetch` with answers by path (200 with no data for any other) and records the requests. */
export const serveApi = (answers: Record<string, StubbedAnswer>): SeenRequest[] =>
  serveStubbedApi(answers, () => ok(null));

/** The POST bodies sent to `path`. */
export const postsTo = (requests: readonly SeenRequest[], path: string) =>
  requests
    .filter((request) => request.method === 'POST' && request.path === path)
    .map((request) => request.body);

/** Signs in a member (Ada unless told). */
export function signInMember(userId = 'u-ada'): void {
  useSessionStore
    .getState()
    .saveSession(
      { userToken: `token-${userId}`, refreshToken: 'r', expiresIn: 3600, userId },
      { isGuest: false },
    );
}

/**
 * Renders `children` in a live room whose session runs on a fake socket, with the room view, the chat's
 * live slice and the post seeded as the live page seeds them; answers the server's side of the socket.
 */
export async function renderInLiveRoom(
  children: ReactNode,
  {
    room = sampleRoom(),
    chat = { slowModeSeconds: 0, blocked: [] },
    post = null,
  }: { room?: RoomView; chat?: Partial<RoomChatState>; post?: RoomPost | null } = {},
) {
  FakeWebSocket.reset();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(roomKeys.view(room.id), room);
  seedRoomLiveState(queryClient, room.id, {
    seq: 0,
    state: { settings: {}, chat: { ...initialRoomChatState, ...chat }, post },
  });
  const { session } = createTestSession();
  render(
    <QueryClientProvider client={queryClient}>
      <LiveSessionProvider session={session}>{children}</LiveSessionProvider>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(FakeWebSocket.instances.length).toBe(1));
  const ws = FakeWebSocket.latest();
  act(() => {
    ws.serverOpens();
    ws.serverSends(roomSeqFrame(0));
  });
  /** The server sends frames, in this order; the query cache's notifications (a macrotask later) follow. */
  const serverSends = (...frames: object[]) =>
    act(async () => {
      for (const frame of frames) ws.serverSends(frame);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { queryClient, serverSends };
}

/** The messages of the toasts shown, oldest first. */
export const toastMessages = () => useToastStore.getState().toasts.map((toast) => toast.message);

/** For `afterEach`: the real `fetch` back, no session, no toast left for the next test. */
export function resetRoomTest(): void {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
  act(() => useToastStore.setState({ toasts: [] }));
}
