import { Stage } from '../limits.ts';
import { CastCommand, type StageProfile } from '../socket/cast.ts';
import type { ServerPayload } from '../socket/contract.ts';
import type { AppKey } from '../socket/frame.ts';
import type { RoomReducer } from './roomReducer.ts';
import type { RoomLiveState } from './roomState.ts';
import { castMoveRules, castStepOf, listOfStep, type CastMoveCommand, type CastStep } from './castMoves.ts';
import type { CastPerson, CastSlot, RoomCastState } from './roomSliceStates.ts';

export {
  CastSlots,
  type CastInterview,
  type CastPerson,
  type CastSlot,
  type CastStagePresence,
  type RoomCastState,
} from './roomSliceStates.ts';

/**
 * Who may apply to a room's stage: everyone who may enter, or only those holding a role there (a room's
 * joinStage 2 "hosts only", an event's "hide join stage" option; docs/decisions/cast.md).
 */
export interface RoomStagePolicy {
  hostsOnly: boolean;
}

export const initialRoomCastState: RoomCastState = { people: {}, mainWindow: [], nextOrder: 1 };

/** The cast's slice of a room state (its initial value when the room has none yet). */
export const castOf = (state: RoomLiveState): RoomCastState => ({ ...initialRoomCastState, ...state.cast });

type CastFrame<C extends string> = {
  appKey: typeof AppKey.Cast;
  command: C;
  eventId: string;
  /** Who acts (the caller); the service has checked that they may. */
  byUserId: string;
  /** When (epoch ms): the queue's times. */
  at: number;
};

/** The commands of the cast's reducer. */
export type RoomCastCommand =
  | (CastFrame<typeof CastCommand.Apply | typeof CastCommand.Block> & {
      userId: string;
      profile: StageProfile;
    })
  | (CastFrame<CastMoveCommand> & { userId: string })
  | CastFrame<typeof CastCommand.RemoveList | typeof CastCommand.OnlineKickAll>
  | (CastFrame<typeof CastCommand.Reconnect> & { userId: string; connectionType: 'pub' | 'sub' })
  | (CastFrame<typeof CastCommand.OnlineAvatar> & { userId: string; isShowed: boolean })
  | (CastFrame<typeof CastCommand.OnlineMicrophone> & { userId: string; isMuted: boolean })
  | (CastFrame<typeof CastCommand.MainWindow> & { userId: string; onMain: boolean });

/** The payload of any frame the cast's reducer logs. */
export type CastPayload = {
  [C in RoomCastCommand['command']]: ServerPayload<typeof AppKey.Cast, C>;
}[RoomCastCommand['command']];

type Outcome = { cast: RoomCastState; payload: CastPayload } | { refusal: 'AlreadyApplied' | CastRefusal };
type CastRefusal =
  'CastBlocked' | 'CastWrongList' | 'CastAlreadyInInterview' | 'CastMainWindowFull' | 'CastQueueFull';

/** The refusal of a move from a step its rule does not allow. */
function refusalOf(command: RoomCastCommand['command'], step: CastStep): CastRefusal {
  if (command === CastCommand.Apply && step === 'blocking') return 'CastBlocked';
  if (command === CastCommand.InterviewInvite && (step === 'interviewInvited' || step === 'interviewing'))
    return 'CastAlreadyInInterview';
  return 'CastWrongList';
}

/** The people with one person replaced (or removed), the main window kept to those still online. */
function withPerson(cast: RoomCastState, userId: string, person: CastPerson | undefined): RoomCastState {
  const { [userId]: _left, ...others } = cast.people;
  const people = person ? { ...others, [userId]: person } : others;
  const mainWindow =
    person?.list === 'online' ? cast.mainWindow : cast.mainWindow.filter((id) => id !== userId);
  return { ...cast, people, mainWindow };
}

/**
 * A person after a step to `to` (undefined for none), and the next order: a newcomer's application and
 * going online each take one. The list's time starts again only when the list changes.
 */
function stepTo(
  cast: RoomCastState,
  current: CastPerson | undefined,
  to: CastStep,
  command: Extract<RoomCastCommand, { userId: string }>,
): { person?: CastPerson; nextOrder: number } {
  let { nextOrder } = cast;
  if (to === 'none') return { nextOrder };
  const slot: CastSlot = to === 'interviewInvited' ? 'interviewing' : to;
  const base: CastPerson = current ?? {
    list: slot,
    profile: 'profile' in command ? command.profile : { userId: command.userId, userName: '', avatar: null },
    since: command.at,
    appliedAt: command.at,
    order: nextOrder++,
  };
  const { interview, stage, ...rest } = base;
  const person: CastPerson = { ...rest, list: slot, since: base.list === slot ? base.since : command.at };
  if (to === 'interviewInvited')
    person.interview = interview ?? {
      interviewer: command.byUserId,
      isAccepted: false,
      from: base.list === 'ready' ? 'ready' : 'waiting',
    };
  if (to === 'interviewing' && interview) person.interview = { ...interview, isAccepted: true };
  if (slot === 'online') {
    person.stage = stage ?? {
      order: nextOrder++,
      isMicMuted: false,
      isAvatarShown: false,
      isPublishing: false,
    };
    if (command.command === CastCommand.GoOnline) person.stage = { ...person.stage, isPublishing: true };
  }
  return { person, nextOrder };
}

/** One person's move by the table (spec 001 §4). */
function move(
  cast: RoomCastState,
  command: Extract<RoomCastCommand, { command: keyof typeof castMoveRules }>,
): Outcome {
  const rule = castMoveRules[command.command];
  const current = cast.people[command.userId];
  const step = castStepOf(current);
  const isPublishing = command.command === CastCommand.GoOnline && current?.stage?.isPublishing === true;
  if (rule.done?.includes(step) || isPublishing) return { refusal: 'AlreadyApplied' };
  if (!rule.from.includes(step)) return { refusal: refusalOf(command.command, step) };
  if (!current && Object.keys(cast.people).length >= Stage.castMaxPeople) return { refusal: 'CastQueueFull' };
  // Interview steps always hold their interview, which names where its end returns.
  const to = rule.to === 'interviewFrom' ? (current?.interview?.from ?? 'ready') : rule.to;
  const { person, nextOrder } = stepTo(cast, current, to, command);
  const profile = (person ?? current)?.profile ?? { userId: command.userId, userName: '', avatar: null };
  const list = listOfStep(castStepOf(person));
  const payload: CastPayload = {
    eventId: command.eventId,
    userId: command.userId,
    list,
    ...(listOfStep(step) === list ? {} : { from: listOfStep(step) }),
    byUserId: command.byUserId,
    profile,
    ...(person?.interview
      ? { interview: { interviewee: command.userId, interviewer: person.interview.interviewer } }
      : {}),
  };
  return { cast: { ...withPerson(cast, command.userId, person), nextOrder }, payload };
}

/** The people of one list, and the cast with each of them stepped to `to`. */
function moveAll(
  cast: RoomCastState,
  command: Extract<RoomCastCommand, { command: 'removeList' | 'onlineKickAll' }>,
  leaving: (person: CastPerson) => boolean,
  to: 'none' | 'ready',
): Outcome {
  const userIds = Object.entries(cast.people)
    .filter(([, person]) => leaving(person))
    .sort(([, a], [, b]) => a.order - b.order)
    .map(([userId]) => userId);
  let next = cast;
  for (const userId of userIds) {
    const { person, nextOrder } = stepTo(next, next.people[userId], to, {
      ...command,
      command: CastCommand.OnlineClose,
      userId,
    });
    next = { ...withPerson(next, userId, person), nextOrder };
  }
  return { cast: next, payload: { eventId: command.eventId, userIds, list: to, byUserId: command.byUserId } };
}

/** A change of an online person's media flags or of the main window. */
function onStage(
  cast: RoomCastState,
  command: Extract<
    RoomCastCommand,
    { command: 'reconnect' | 'onlineAvatar' | 'onlineMicrophone' | 'mainWindow' }
  >,
): Outcome {
  const person = cast.people[command.userId];
  const { eventId, userId } = command;
  if (command.command === CastCommand.MainWindow) {
    const others = cast.mainWindow.filter((id) => id !== userId);
    if (!command.onMain) {
      return {
        cast: { ...cast, mainWindow: others },
        payload: { eventId, userIds: others, byUserId: command.byUserId },
      };
    }
    if (!person?.stage) return { refusal: 'CastWrongList' };
    const isOnMain = others.length < cast.mainWindow.length;
    // spec 001 §4, §5: at most 4 on the main window.
    if (!isOnMain && cast.mainWindow.length >= Stage.mainWindowMax) return { refusal: 'CastMainWindowFull' };
    const mainWindow = isOnMain ? cast.mainWindow : [...cast.mainWindow, userId];
    return {
      cast: { ...cast, mainWindow },
      payload: { eventId, userIds: mainWindow, byUserId: command.byUserId },
    };
  }
  if (!person?.stage) return { refusal: 'CastWrongList' };
  switch (command.command) {
    case CastCommand.Reconnect:
      return { cast, payload: { eventId, userId, connectionType: command.connectionType } };
    case CastCommand.OnlineAvatar: {
      const stage = { ...person.stage, isAvatarShown: command.isShowed };
      return {
        cast: withPerson(cast, userId, { ...person, stage }),
        payload: { eventId, userId, isShowed: command.isShowed },
      };
    }
    case CastCommand.OnlineMicrophone: {
      const stage = { ...person.stage, isMicMuted: command.isMuted };
      return {
        cast: withPerson(cast, userId, { ...person, stage }),
        payload: { eventId, userId, isMuted: command.isMuted },
      };
    }
  }
}

/** Whether a person leaves with the waiting list: waiting, or in an interview that started from waiting. */
const isOfWaitingList = (person: CastPerson) =>
  person.list === 'waiting' || (person.list === 'interviewing' && person.interview?.from === 'waiting');

/**
 * The cast's reducer (spec 001 §4 "Cast commands"): every command of the table moves one person by the
 * rules, answering 12035 where a retried call already took effect and a cast code where the move is not
 * allowed; clearing the waiting list also ends the interviews of the people in it; kick-all moves every
 * online person to ready; the main window holds at most 4 people who are online.
 */
export const roomCastReducer: RoomReducer<RoomLiveState, RoomCastCommand, CastPayload> = {
  initialState: { settings: {}, cast: initialRoomCastState },
  reduce(state, command) {
    const cast = castOf(state);
    const outcome = reduceCast(cast, command);
    if ('refusal' in outcome) return outcome;
    return { state: { ...state, cast: outcome.cast }, payload: outcome.payload };
  },
};

function reduceCast(cast: RoomCastState, command: RoomCastCommand): Outcome {
  switch (command.command) {
    case CastCommand.RemoveList:
      return moveAll(cast, command, isOfWaitingList, 'none');
    case CastCommand.OnlineKickAll:
      return moveAll(cast, command, (person) => person.list === 'online', 'ready');
    case CastCommand.Reconnect:
    case CastCommand.OnlineAvatar:
    case CastCommand.OnlineMicrophone:
    case CastCommand.MainWindow:
      return onStage(cast, command);
    default:
      return move(cast, command);
  }
}
