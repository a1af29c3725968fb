import type { EventView } from '@limelight/protocol';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n/index.ts';
import { EventLiveHeader, type LiveTimeState } from './EventLiveHeader.tsx';
import { EventEndedNotice, EventWaitingNotice } from './EventLiveNotices.tsx';

const now = new Date('2030-01-01T10:00:00.000Z');
const sampleEvent = {
  id: 'ev-1',
  slug: 'jazz-night',
  title: 'Jazz night',
  startAt: '2030-01-01T11:30:05.000Z',
  endAt: '2030-01-01T13:00:00.000Z',
  channel: { slug: 'ada-music', userId: 'u-ada', displayName: 'Ada Music', avatar: null },
} as EventView;

beforeAll(() => initI18n('en'));
afterEach(() => vi.useRealTimers());

function renderHeader(timeState: LiveTimeState, peopleCount: number | null, onLeave?: () => void) {
  render(
    <MemoryRouter>
      <EventLiveHeader
        event={sampleEvent}
        timeState={timeState}
        peopleCount={peopleCount}
        onLeave={onLeave}
      />
    </MemoryRouter>,
  );
}

describe("the live page's bar (issue 21)", () => {
  it('before the start: title, host, countdown and people count; Leave leaves', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const onLeave = vi.fn();
    renderHeader('upcoming', 3, onLeave);
    expect(screen.getByRole('heading', { level: 1, name: 'Jazz night' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hosted by Ada Music' }).getAttribute('href')).toBe(
      '/channel/ada-music',
    );
    expect(screen.getByRole('timer').textContent).toBe('01:30:05');
    expect(screen.getByText('People here: 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('live, then ended: the badge says so; an ended page has no count and no Leave', () => {
    renderHeader('live', null);
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.queryByText(/People here/)).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('ended: says it ended and leads back to the event', () => {
    render(
      <MemoryRouter>
        <EventLiveHeader event={sampleEvent} timeState="ended" peopleCount={4} />
        <EventEndedNotice event={sampleEvent} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Ended')).toBeTruthy();
    expect(screen.queryByText(/People here/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'This event has ended' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the event' }).getAttribute('href')).toBe(
      '/event/jazz-night',
    );
  });
});

describe('the waiting state', () => {
  it('says when the event starts, and after the start that the host has not gone live', () => {
    const { unmount } = render(<EventWaitingNotice event={sampleEvent} hasStarted={false} />);
    expect(screen.getByText(/^It starts .*2030.*Say hello in the chat while you wait\.$/)).toBeTruthy();
    unmount();
    render(<EventWaitingNotice event={sampleEvent} hasStarted />);
    expect(screen.getByText('The host has not gone live yet. The stage opens when they do.')).toBeTruthy();
  });
});
