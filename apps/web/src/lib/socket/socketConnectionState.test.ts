import { describe, expect, it } from 'vitest';
import { SocketConnectionState, canTransition, isFinal } from './socketConnectionState.ts';

const { Idle, Connecting, Open, Reconnecting, Dropped, Closed } = SocketConnectionState;
const allStates = Object.values(SocketConnectionState);

describe('connection state: idle → connecting → open → reconnecting → dropped | closed', () => {
  it.each([
    [Idle, Connecting],
    [Connecting, Open],
    [Connecting, Reconnecting],
    [Open, Reconnecting],
    [Reconnecting, Open],
    [Open, Dropped],
    [Reconnecting, Dropped],
    [Open, Closed],
    [Reconnecting, Closed],
  ])('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each([
    [Idle, Open],
    [Idle, Reconnecting],
    [Open, Connecting],
    [Reconnecting, Connecting],
    [Open, Open],
  ])('refuses %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it.each([Dropped, Closed])('%s is final: no way out', (state) => {
    expect(isFinal(state)).toBe(true);
    expect(allStates.filter((to) => canTransition(state, to))).toEqual([]);
  });

  it('every other state can be closed', () => {
    expect(allStates.filter((from) => !isFinal(from) && !canTransition(from, Closed))).toEqual([]);
  });
});
