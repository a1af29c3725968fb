import { FriendCall, type FriendVideoChatPayload } from '@limelight/protocol';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { IncomingCallDialog } from './IncomingCallDialog.tsx';

const person = (userId: string, displayName: string) => ({ userId, displayName, avatar: null });
const incoming = (others: number): FriendVideoChatPayload => ({
  chatId: 'chat-1',
  callId: 'call-1',
  notificationId: 'n-1',
  state: 'init',
  from: person('u-grace', 'Grace'),
  members: [
    person('u-grace', 'Grace'),
    ...Array.from({ length: others }, (_, i) => person(`u-${i}`, `P${i}`)),
  ],
});

beforeAll(() => initI18n('en'));
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the incoming call (spec 000 §4, §9: auto-declined after 60 s)', () => {
  it('counts down the seconds before the call is declined by itself', () => {
    render(<IncomingCallDialog incoming={incoming(1)} />);
    expect(screen.getByRole('dialog', { name: 'Grace is calling you' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe(
      `Declined automatically in ${FriendCall.autoDeclineMs / 1000} s`,
    );
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByRole('timer').textContent).toBe('Declined automatically in 45 s');
    act(() => vi.advanceTimersByTime(50_000));
    expect(screen.getByRole('timer').textContent).toBe('Declined automatically in 0 s');
  });

  it('says how many people a group call holds', () => {
    render(<IncomingCallDialog incoming={incoming(3)} />);
    expect(screen.getByText('Group call with 4 people')).toBeTruthy();
  });
});
