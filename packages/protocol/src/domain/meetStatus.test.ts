import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import { MeetStatus, meetStatusAfter, meetStatusMessage, type MeetEvent } from './meetStatus.ts';

const { Idle, Connecting, Searching, FoundMatch, LostConnection, Connected } = MeetStatus;

describe('the meet states (spec 001 §4 "Random one-to-one meeting")', () => {
  it.each<[MeetStatus, MeetEvent, MeetStatus]>([
    [Idle, 'start', Connecting],
    [Connecting, 'queued', Searching],
    [Connecting, 'matched', FoundMatch],
    [Searching, 'matched', FoundMatch],
    [FoundMatch, 'peerConnected', Connected],
    [Connected, 'peerLost', LostConnection],
    [LostConnection, 'peerConnected', Connected],
    // next, a stranger's next or leave, a failed 5 s check: back in the queue.
    [FoundMatch, 'queued', Searching],
    [Connected, 'queued', Searching],
    [LostConnection, 'queued', Searching],
    // A reconnect renegotiates: found again.
    [Connected, 'matched', FoundMatch],
  ])('%s --%s--> %s', (from, event, to) => {
    expect(meetStatusAfter(from, event)).toBe(to);
  });

  it('stop resets from every state', () => {
    for (const status of Object.values(MeetStatus)) expect(meetStatusAfter(status, 'stop')).toBe(Idle);
  });

  it.each<[MeetStatus, MeetEvent]>([
    [Idle, 'matched'],
    [Idle, 'queued'],
    [Searching, 'peerConnected'],
    [Connecting, 'start'],
  ])('%s ignores %s', (status, event) => {
    expect(meetStatusAfter(status, event)).toBe(status);
  });

  it("shows the spec's texts", () => {
    expect(Object.values(MeetStatus).map((status) => Messages[meetStatusMessage[status]])).toEqual([
      '',
      'Connecting...',
      'Searching...',
      'Found a Match!',
      'Lost connection. Trying to connect...',
      'Connected!',
    ]);
  });
});
