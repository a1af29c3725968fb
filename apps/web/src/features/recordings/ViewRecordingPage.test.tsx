import type { Recording } from '@limelight/protocol';
import { recordingsCalls } from '@limelight/protocol/http';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders.tsx';
import { initI18n } from '../../lib/i18n/index.ts';
import { ViewRecordingPage } from './ViewRecordingPage.tsx';

const signedUrl = '/files/private/recordings/r1.webm?expires=1900000000000&signature=abc';

const recording: Recording = {
  recordingId: 'r1',
  type: 'room',
  roomId: 'room-1',
  name: 'Friday show',
  status: 'ready',
  startedAt: '2026-11-27T20:00:00.000Z',
  endedAt: '2026-11-27T20:10:00.000Z',
  durationMs: 600_000,
  sizeBytes: 1000,
  trimStartMs: null,
  trimEndMs: null,
  url: signedUrl,
};

/** Answers the recording call with `answers` in turn (the last repeats); records every path asked. */
function serve(...answers: Recording[]) {
  const paths: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    const { pathname } = new URL(url, 'http://limelight.test');
    paths.push(pathname);
    if (pathname !== recordingsCalls.recording.path)
      return { status: 200, json: async () => ({ code: 4004, message: 'Not found', data: null }) };
    const data = answers[Math.min(paths.filter((p) => p === pathname).length - 1, answers.length - 1)];
    return { status: 200, json: async () => ({ code: 200, message: 'success', data }) };
  });
  vi.stubGlobal('fetch', fetch);
  return paths;
}

function openPage() {
  const router = createMemoryRouter([{ path: '/viewrecordings/:type/:id', element: <ViewRecordingPage /> }], {
    initialEntries: ['/viewrecordings/room/r1'],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('/viewrecordings/:type/:id', () => {
  it('plays the file from its signed address (ranges), never fetching it as a blob', async () => {
    const paths = serve(recording);
    openPage();
    const video = await screen.findByLabelText('Recording Friday show');
    expect(video.getAttribute('src')).toBe(signedUrl);
    expect(paths.some((path) => path.includes('downloadRecording'))).toBe(false);
  });

  it('shows a spinner while the server processes it, reads it again, and plays it once ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const paths = serve({ ...recording, status: 'processing', url: null }, recording);
    openPage();
    expect(
      await screen.findByText('Preparing the recording. It plays here as soon as it is ready.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Recording Friday show')).toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    const video = await screen.findByLabelText('Recording Friday show');
    expect(video.getAttribute('src')).toBe(signedUrl);
    expect(paths.filter((path) => path === recordingsCalls.recording.path).length).toBe(2);
  });
});
