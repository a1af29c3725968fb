import { z } from 'zod';

/**
 * A person's state in a friend video call (spec 000 §4 "Friend video call: ringing, rejected, missed,
 * disconnected, busy"; docs/decisions/friend-calls.md). `init` is the ringing notification of spec 000 §4;
 * `joined` is in the call; the others are how a person is out of it.
 */
export const CallMemberState = {
  /** Ringing: the incoming call sits in a notification in state 'init'. */
  Init: 'init',
  Joined: 'joined',
  /** Declined the call. */
  Rejected: 'rejected',
  /** Did not answer within the ring time, or the call ended before they did. */
  Missed: 'missed',
  /** In another call when this one started: never rung. */
  Busy: 'busy',
  /** Hung up after joining (or the call closed around them). */
  Left: 'left',
} as const;
export type CallMemberState = (typeof CallMemberState)[keyof typeof CallMemberState];
export const callMemberStateSchema = z.enum([
  CallMemberState.Init,
  CallMemberState.Joined,
  CallMemberState.Rejected,
  CallMemberState.Missed,
  CallMemberState.Busy,
  CallMemberState.Left,
]);

/** What happens to one person of a call. */
export type CallMemberEvent =
  /** vidConnect, or initVideo on a chat whose call is open. */
  | 'join'
  /** declineVidChat. */
  | 'decline'
  /** The ring time passed (spec 000 §4: auto-declined after 60 s). */
  | 'ringTimeout'
  /** hangup. */
  | 'hangup'
  /** The call closed: nobody is left to talk to. */
  | 'callClosed';

/**
 * The person's next state, or null when the event does not apply to them now (a refusal). Anyone out of
 * an open call may join it again (a group call goes on without them); only a ringing person declines or
 * times out; only a joined person hangs up.
 */
export function nextCallMemberState(state: CallMemberState, event: CallMemberEvent): CallMemberState | null {
  switch (event) {
    case 'join':
      return state === CallMemberState.Joined ? null : CallMemberState.Joined;
    case 'decline':
      return state === CallMemberState.Init ? CallMemberState.Rejected : null;
    case 'ringTimeout':
      return state === CallMemberState.Init ? CallMemberState.Missed : null;
    case 'hangup':
      return state === CallMemberState.Joined ? CallMemberState.Left : null;
    case 'callClosed':
      if (state === CallMemberState.Init) return CallMemberState.Missed;
      if (state === CallMemberState.Joined) return CallMemberState.Left;
      return state;
  }
}

/**
 * spec 000 §4 "A call closes when no peer connections remain": when nobody is in it, or one person is
 * alone with nobody left ringing.
 */
export function isCallOver(states: readonly CallMemberState[]): boolean {
  const joined = states.filter((state) => state === CallMemberState.Joined).length;
  const ringing = states.filter((state) => state === CallMemberState.Init).length;
  return joined === 0 || (joined === 1 && ringing === 0);
}

/** Why someone is out of a call, as the others hear it (declineVidChat). */
export const CallDeclineReason = {
  Rejected: CallMemberState.Rejected,
  Missed: CallMemberState.Missed,
  Busy: CallMemberState.Busy,
} as const;
export type CallDeclineReason = (typeof CallDeclineReason)[keyof typeof CallDeclineReason];
export const callDeclineReasonSchema = z.enum([
  CallDeclineReason.Rejected,
  CallDeclineReason.Missed,
  CallDeclineReason.Busy,
]);
