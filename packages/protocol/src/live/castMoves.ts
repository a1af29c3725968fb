import { CastCommand, type CastList } from '../socket/cast.ts';
import type { CastPerson, CastSlot } from './roomSliceStates.ts';

/** Commands that move one person from one list to another (spec 001 §4 table). */
export const castMoveCommands = [
  CastCommand.Exit,
  CastCommand.Cancel,
  CastCommand.Approve,
  CastCommand.Unblock,
  CastCommand.InterviewInvite,
  CastCommand.InterviewAccept,
  CastCommand.InterviewAcceptGt,
  CastCommand.InterviewReject,
  CastCommand.InterviewTimeout,
  CastCommand.InterviewCancel,
  CastCommand.InterviewClose,
  CastCommand.OnlineInvite,
  CastCommand.OnlineCancel,
  CastCommand.OnlineAccept,
  CastCommand.OnlineAcceptGt,
  CastCommand.OnlineReject,
  CastCommand.OnlineTimeout,
  CastCommand.OnlineConfirmClose,
  CastCommand.OnlineClose,
  CastCommand.OnlineCloseGt,
  CastCommand.GoOnline,
] as const;
export type CastMoveCommand = (typeof castMoveCommands)[number];

/**
 * Where a person stands, as the rules read it: their list, with an interview split into its invitation
 * (`interviewInvited`) and the interview itself (`interviewing`).
 */
export type CastStep = CastSlot | 'none' | 'interviewInvited';

/** Where a move leads: a list, or back to the list an interview started from. */
type MoveTarget = CastSlot | 'none' | 'interviewInvited' | 'interviewFrom';

/** One rule of the machine: the steps a command moves a person from and where to. */
interface MoveRule {
  from: readonly CastStep[];
  to: MoveTarget;
  /** Steps where the command has already taken effect: a repeat answers 12035 (spec 001 §8 retried calls). */
  done?: readonly CastStep[];
}

const inCast: readonly CastStep[] = [
  'waiting',
  'ready',
  'onlineInviting',
  'online',
  'interviewInvited',
  'interviewing',
];
const offStage: readonly CastStep[] = [
  'none',
  'waiting',
  'ready',
  'onlineInviting',
  'interviewInvited',
  'interviewing',
  'blocking',
];

/**
 * spec 001 §4 "Cast commands": the table, with both readings of the commands that lead to ready, and the
 * rules (an interview only from waiting or ready, a going-online invitation only from ready).
 */
export const castMoveRules: Readonly<
  Record<typeof CastCommand.Apply | typeof CastCommand.Block | CastMoveCommand, MoveRule>
> = {
  apply: { from: ['none'], to: 'waiting' },
  exit: { from: inCast, to: 'none' },
  cancel: { from: ['waiting', 'ready'], to: 'none' },
  approve: { from: ['waiting'], to: 'ready' },
  block: { from: ['none', ...inCast], to: 'blocking' },
  unblock: { from: ['blocking'], to: 'none' },
  interviewInvite: { from: ['waiting', 'ready'], to: 'interviewInvited' },
  interviewAccept: { from: ['interviewInvited'], to: 'interviewing', done: ['interviewing'] },
  interviewAcceptGt: { from: ['interviewInvited'], to: 'interviewing', done: ['interviewing'] },
  interviewReject: { from: ['interviewInvited'], to: 'interviewFrom' },
  interviewTimeout: { from: ['interviewInvited'], to: 'interviewFrom' },
  interviewCancel: { from: ['interviewInvited'], to: 'interviewFrom' },
  interviewClose: { from: ['interviewInvited', 'interviewing'], to: 'interviewFrom' },
  onlineInvite: { from: ['ready'], to: 'onlineInviting' },
  onlineCancel: { from: ['onlineInviting'], to: 'ready' },
  onlineAccept: { from: ['onlineInviting'], to: 'online' },
  onlineAcceptGt: { from: ['onlineInviting'], to: 'online' },
  onlineReject: { from: ['onlineInviting'], to: 'ready' },
  onlineTimeout: { from: ['onlineInviting'], to: 'ready' },
  onlineConfirmClose: { from: ['online'], to: 'ready' },
  onlineClose: { from: ['online'], to: 'ready', done: offStage },
  onlineCloseGt: { from: ['online'], to: 'ready', done: offStage },
  goOnline: { from: ['online'], to: 'online' },
};

/** A person's step (none when absent). */
export function castStepOf(person: CastPerson | undefined): CastStep {
  if (!person) return 'none';
  if (person.list === 'interviewing' && !person.interview?.isAccepted) return 'interviewInvited';
  return person.list;
}

/** The list a step shows as in frames (spec 001 §3 cast lists). */
export const listOfStep = (step: CastStep): CastList => (step === 'interviewInvited' ? 'interviewing' : step);
