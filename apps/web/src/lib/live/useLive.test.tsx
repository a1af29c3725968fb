import { AppKey, ChatCommand, ConnectionCommand } from '@limelight/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { FakeWebSocket } from '../socket/fakeWebSocket.ts';
import { LiveSessionProvider } from './LiveSessionProvider.tsx';
import type { LiveSession } from './liveSession.ts';
import {
  createTestSession,
  removedMessage,
  resyncFrame,
  roomSeqFrame,
  serverAccepts,
} from './liveSessionTestKit.ts';
import { useLiveFrame, useLiveQueryUpdate, useLiveStatus } from './useLive.ts';

function ConnectionBadge() {
  return <p>connection: {useLiveStatus().connection}</p>;
}

/** The removals the component heard of; a resync starts the list over. */
function RemovedMessages() {
  const [removed, setRemoved] = useState<string[]>([]);
  useLiveFrame(AppKey.Chat, ChatCommand.RemoveMessage, (frame) =>
    setRemoved((list) => [...list, `${frame.payload.id}@${frame.seq}`]),
  );
  useLiveFrame(AppKey.Connection, ConnectionCommand.Resync, (frame) =>
    setRemoved([`resync@${frame.payload.seq}`]),
  );
  return <p>removed: {removed.join(' ')}</p>;
}

const messagesKey = ['messages', 'ev-1'] as const;

/** Keeps the page's loaded message ids in the query cache up to date. */
function LoadedMessages() {
  useLiveQueryUpdate(
    AppKey.Chat,
    ChatCommand.RemoveMessage,
    messagesKey,
    (ids: string[] | undefined, frame) => ids?.filter((id) => id !== frame.payload.id),
  );
  return null;
}

function renderLive(session: LiveSession, children: ReactNode, onReload = vi.fn()) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(messagesKey, ['m1', 'm2', 'm3']);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <LiveSessionProvider session={session} onReload={onReload}>
        {children}
      </LiveSessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, onReload };
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('hooks deliver typed frames to components; components never parse frames', () => {
  it('shows the connection status and delivers room frames once, in order', async () => {
    const { session } = createTestSession();
    const { queryClient } = renderLive(
      session,
      <>
        <ConnectionBadge />
        <RemovedMessages />
        <LoadedMessages />
      </>,
    );
    expect(screen.getByText('connection: connecting')).toBeTruthy();

    const ws = await act(serverAccepts);
    act(() => {
      ws.serverSends(roomSeqFrame(0));
      for (const seq of [2, 1, 2, 3]) ws.serverSends(removedMessage(seq));
    });

    expect(screen.getByText('connection: live')).toBeTruthy();
    expect(screen.getByText('removed: m1@1 m2@2 m3@3')).toBeTruthy();
    expect(queryClient.getQueryData(messagesKey)).toEqual([]);
  });

  it('hands a resync to its subscribers before the frames that follow it', async () => {
    const { session } = createTestSession();
    renderLive(session, <RemovedMessages />);
    const ws = await act(serverAccepts);

    act(() => {
      ws.serverSends(roomSeqFrame(0));
      ws.serverSends(removedMessage(1));
      ws.serverSends(removedMessage(9));
      ws.serverSends(resyncFrame(8, {}));
    });

    expect(screen.getByText('removed: resync@8 m9@9')).toBeTruthy();
  });

  it('closes the session when the page unmounts', async () => {
    const { session } = createTestSession();
    const { unmount } = renderLive(session, <ConnectionBadge />);
    const ws = await act(serverAccepts);

    unmount();

    expect(ws.closedByClient).toBe(true);
  });

  it('allows one live session per page', () => {
    const { session } = createTestSession();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(() =>
      renderLive(
        session,
        <LiveSessionProvider session={createTestSession().session}>{null}</LiveSessionProvider>,
      ),
    ).toThrow('A page has one live session');
  });
});

describe('spec 001 §4: once it gives up, "Connection dropped. Please refresh the page." and OK reloads', () => {
  it('opens an accessible dialog after the third failed try; its button reloads the page', async () => {
    const { session } = createTestSession();
    const { onReload } = renderLive(session, <ConnectionBadge />);
    const ws = await act(serverAccepts);
    act(() => ws.serverCloses());
    for (let tries = 1; tries <= 2; tries += 1) {
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      act(() => FakeWebSocket.latest().serverCloses());
    }
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    act(() => FakeWebSocket.latest().serverCloses());

    const dialog = screen.getByRole('dialog', { name: 'Connection lost' });
    expect(dialog.textContent).toContain('Connection dropped. Please refresh the page.');
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
