import { describe, expect, it } from 'vitest';
import {
  CallMemberState,
  callMemberStateSchema,
  isCallOver,
  nextCallMemberState,
  type CallMemberEvent,
  type CallMemberState as State,
} from './friendCall.ts';

const { Init, Joined, Rejected, Missed, Busy, Left } = CallMemberState;
const states = callMemberStateSchema.options;
const events: CallMemberEvent[] = ['join', 'decline', 'ringTimeout', 'hangup', 'callClosed'];

/** Every (state × event) pair and where it leads; null: refused. */
const table: Record<State, Record<CallMemberEvent, State | null>> = {
  init: { join: Joined, decline: Rejected, ringTimeout: Missed, hangup: null, callClosed: Missed },
  joined: { join: null, decline: null, ringTimeout: null, hangup: Left, callClosed: Left },
  rejected: { join: Joined, decline: null, ringTimeout: null, hangup: null, callClosed: Rejected },
  missed: { join: Joined, decline: null, ringTimeout: null, hangup: null, callClosed: Missed },
  busy: { join: Joined, decline: null, ringTimeout: null, hangup: null, callClosed: Busy },
  left: { join: Joined, decline: null, ringTimeout: null, hangup: null, callClosed: Left },
};

describe('friend call member states (spec 000 §4: ringing, rejected, missed, busy)', () => {
  for (const state of states)
    for (const event of events)
      it(`${state} + ${event} → ${String(table[state][event])}`, () => {
        expect(nextCallMemberState(state, event)).toBe(table[state][event]);
      });
});

describe('a call closes when no peer connections remain (spec 000 §4)', () => {
  it('is open while the caller waits for someone ringing', () => {
    expect(isCallOver([Joined, Init])).toBe(false);
    expect(isCallOver([Joined, Rejected, Init])).toBe(false);
  });
  it('is open while two are in it', () => {
    expect(isCallOver([Joined, Joined, Left])).toBe(false);
  });
  it('is over when the caller is left alone with nobody ringing', () => {
    expect(isCallOver([Joined, Rejected])).toBe(true);
    expect(isCallOver([Joined, Missed, Busy])).toBe(true);
    expect(isCallOver([Left, Joined])).toBe(true);
  });
  it('is over when nobody is in it, even with someone ringing', () => {
    expect(isCallOver([Left, Init])).toBe(true);
  });
});
