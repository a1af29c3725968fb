import { initialRoomLiveState, ok } from '@limelight/protocol';
import { replaysCalls } from '@limelight/protocol/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { resetRoomTest, serveApi, signInMember } from '../../test/roomsTestKit.tsx';
import { ReplayView } from './ReplayView.tsx';

const start = '2026-11-27T18:00:00.000Z';

beforeAll(() => initI18n('en'));
beforeEach(() => signInMember('u-ada'));
afterEach(() => resetRoomTest());

describe('the replay page shows "People here" as the live page did at the play head (issue 23)', () => {
  it("shows the seek's count, then the fetched change once the play head reaches it", async () => {
    const requests = serveApi({
      [replaysCalls.duration.path]: () =>
        ok({ durationMs: 60_000, start, end: '2026-11-27T18:01:00.000Z', canSeek: true }),
      [replaysCalls.seek.path]: () => ok({ to: 0, seq: 0, state: initialRoomLiveState, joinedCount: 2 }),
      [replaysCalls.chat.path]: () => ok({ list: [], nextBefore: null }),
      [replaysCalls.fetch.path]: () => ok({ list: [], joinedCounts: [{ start: 500, count: 5 }] }),
      [replaysCalls.streams.path]: () => ok({ list: [] }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <ReplayView replayRef={{ eventId: 'ev-1' }} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('People here: 2')).toBeTruthy();
    expect(await screen.findByText('People here: 5', undefined, { timeout: 3_000 })).toBeTruthy();
    expect(requests.some((request) => request.path === replaysCalls.fetch.path)).toBe(true);
  });
});
