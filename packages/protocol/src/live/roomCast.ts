import { Stage } from '../limits.ts';
import { CastCommand, type CastList, type StageProfile } from '../socket/cast.ts';
import { AppKey } from '../socket/frame.ts';
import { roomEntryOf, type RoomDecider, type RoomEntryOf } from './roomEntry.ts';
import type { RoomLiveState } from './roomState.ts';
import {
  castMoveCommands,
  castMoveRules,
  castStepOf,
  listOfStep,
  type CastMoveCommand,
  type CastStep,
} from './castMoves.ts';
import {
  CastSlots,
  type CastPerson,
  type CastSlot,
  type CastStagePresence,
  type RoomCastState,
} from './roomSliceStates.ts';

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
  at?: number;
};

/** The commands of the cast's reducer. */
export type RoomCastCommand =
  | (CastFrame<typeof CastCommand.Apply | typeof CastCommand.Block> & {
      userId: string;
      profile: StageProfile;
    })
  | (CastFrame<CastMoveCommand> & { userId: string })
  /**
   * A presenter (the room's owner, a host or a star, who go live without the cast's invitation) starts
   * publishing: on the stage from wherever they were, publishing (docs/decisions/cast.md "Presenters").
   */
  | (CastFrame<typeof CastCommand.GoOnline> & { userId: string; profile: StageProfile; asPresenter: true })
  | CastFrame<typeof CastCommand.RemoveList | typeof CastCommand.OnlineKickAll>
  | (CastFrame<typeof CastCommand.Reconnect> & { userId: string; connectionType: 'pub' | 'sub' })
  | (CastFrame<typeof CastCommand.OnlineAvatar> & { userId: string; isShowed: boolean })
  | (CastFrame<typeof CastCommand.OnlineMicrophone> & { userId: string; isMuted: boolean })
  | (CastFrame<typeof CastCommand.MainWindow> & { userId: string; onMain: boolean });

/** The commands of the cast's own entries (the other cya_cast entries are stage media's). */
const castEntryCommands: ReadonlySet<string> = new Set<RoomCastCommand['command']>([
  CastCommand.Apply,
  CastCommand.Block,
  ...castMoveCommands,
  CastCommand.RemoveList,
  CastCommand.OnlineKickAll,
  CastCommand.Reconnect,
  CastCommand.OnlineAvatar,
  CastCommand.OnlineMicrophone,
  CastCommand.MainWindow,
]);

/** Whether a cya_cast entry is the cast's (a move, a whole-list move, a person's media flags, the main window). */
export const isCastEntry = (entry: { command: string; payload: object }): boolean =>
  castEntryCommands.has(entry.command) &&
  !(entry.command === CastCommand.OnlineMicrophone && 'byUserId' in entry.payload);

/** The entries of the cast (its cya_cast frames of the room's log). */
export type RoomCastEntry = {
  [C in RoomCastCommand['command']]: RoomEntryOf<typeof AppKey.Cast, C>;
}[RoomCastCommand['command']];

/** The payload of any entry of the cast. */
export type CastPayload = RoomCastEntry['payload'];

type CastRefusal =
  | 'AlreadyApplied'
  | 'CastBlocked'
  | 'CastWrongList'
  | 'CastAlreadyInInterview'
  | 'CastMainWindowFull'
  | 'CastQueueFull';
type Decided = { payload: CastPayload } | { refusal: CastRefusal };

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

/** One person's step as an entry names it: who moves, by whom, when, and the profile a newcomer has. */
interface Step {
  command: RoomCastCommand['command'];
  userId: string;
  byUserId: string;
  at: number;
  profile?: StageProfile;
}

/**
 * The cast after one person's step to `to`: a newcomer's application and going online each take the next
 * order. The list's time starts again only when the list changes.
 */
function stepTo(cast: RoomCastState, to: CastStep, step: Step): RoomCastState {
  const current = cast.people[step.userId];
  if (to === 'none') return withPerson(cast, step.userId, undefined);
  let { nextOrder } = cast;
  const slot: CastSlot = to === 'interviewInvited' ? 'interviewing' : to;
  const base: CastPerson = current ?? {
    list: slot,
    profile: step.profile ?? { userId: step.userId, userName: '', avatar: null },
    since: step.at,
    appliedAt: step.at,
    order: nextOrder++,
  };
  const { interview, stage, ...rest } = base;
  const person: CastPerson = { ...rest, list: slot, since: base.list === slot ? base.since : step.at };
  if (to === 'interviewInvited')
    person.interview = interview ?? {
      interviewer: step.byUserId,
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
    if (step.command === CastCommand.GoOnline) person.stage = { ...person.stage, isPublishing: true };
  }
  return { ...withPerson(cast, step.userId, person), nextOrder };
}

/** The step a move's entry leads to: its list, an interview's invitation told apart by its command. */
const stepOfMove = (command: RoomCastCommand['command'], list: CastList): CastStep =>
  list === 'interviewing' && command === CastCommand.InterviewInvite
    ? 'interviewInvited'
    : (CastSlots as readonly string[]).includes(list)
      ? (list as CastSlot)
      : 'none';

type MoveCommand = Extract<RoomCastCommand, { command: keyof typeof castMoveRules }>;

/** One person's move by the table (spec 001 §4): the payload of its entry, or a refusal. */
function decideMove(cast: RoomCastState, command: MoveCommand, at: number): Decided {
  const rule = castMoveRules[command.command];
  const current = cast.people[command.userId];
  const step = castStepOf(current);
  const isPublishing = command.command === CastCommand.GoOnline && current?.stage?.isPublishing === true;
  if (rule.done?.includes(step) || isPublishing) return { refusal: 'AlreadyApplied' };
  const isPresenter = 'asPresenter' in command && command.asPresenter;
  if (!rule.from.includes(step) && !isPresenter) return { refusal: refusalOf(command.command, step) };
  if (!current && Object.keys(cast.people).length >= Stage.castMaxPeople) return { refusal: 'CastQueueFull' };
  // Interview steps always hold their interview, which names where its end returns.
  const to = rule.to === 'interviewFrom' ? (current?.interview?.from ?? 'ready') : rule.to;
  const profile = 'profile' in command ? command.profile : undefined;
  const person = stepTo(cast, to, { ...command, at, profile }).people[command.userId];
  const list = listOfStep(castStepOf(person));
  return {
    payload: {
      eventId: command.eventId,
      userId: command.userId,
      list,
      ...(listOfStep(step) === list ? {} : { from: listOfStep(step) }),
      byUserId: command.byUserId,
      profile: (person ?? current)?.profile ??
        profile ?? { userId: command.userId, userName: '', avatar: null },
      ...(person?.interview
        ? { interview: { interviewee: command.userId, interviewer: person.interview.interviewer } }
        : {}),
    },
  };
}

/** Whether a person leaves with the waiting list: waiting, or in an interview that started from waiting. */
const isOfWaitingList = (person: CastPerson) =>
  person.list === 'waiting' || (person.list === 'interviewing' && person.interview?.from === 'waiting');

/** The people one whole-list command moves, in their queue order. */
function peopleMovedBy(cast: RoomCastState, command: typeof CastCommand.RemoveList | 'onlineKickAll') {
  const leaving =
    command === CastCommand.RemoveList ? isOfWaitingList : (person: CastPerson) => person.list === 'online';
  return Object.entries(cast.people)
    .filter(([, person]) => leaving(person))
    .sort(([, a], [, b]) => a.order - b.order)
    .map(([userId]) => userId);
}

/** A change of an online person's media flags or of the main window: the payload, or a refusal. */
function decideOnStage(
  cast: RoomCastState,
  command: Extract<
    RoomCastCommand,
    { command: 'reconnect' | 'onlineAvatar' | 'onlineMicrophone' | 'mainWindow' }
  >,
): Decided {
  const person = cast.people[command.userId];
  const { eventId, userId, byUserId } = command;
  if (command.command === CastCommand.MainWindow) {
    const others = cast.mainWindow.filter((id) => id !== userId);
    if (!command.onMain) return { payload: { eventId, userIds: others, byUserId } };
    if (!person?.stage) return { refusal: 'CastWrongList' };
    const isOnMain = others.length < cast.mainWindow.length;
    // spec 001 §4, §5: at most 4 on the main window.
    if (!isOnMain && cast.mainWindow.length >= Stage.mainWindowMax) return { refusal: 'CastMainWindowFull' };
    return {
      payload: { eventId, userIds: isOnMain ? cast.mainWindow : [...cast.mainWindow, userId], byUserId },
    };
  }
  if (!person?.stage) return { refusal: 'CastWrongList' };
  switch (command.command) {
    case CastCommand.Reconnect:
      return { payload: { eventId, userId, connectionType: command.connectionType } };
    case CastCommand.OnlineAvatar:
      return { payload: { eventId, userId, isShowed: command.isShowed } };
    case CastCommand.OnlineMicrophone:
      return { payload: { eventId, userId, isMuted: command.isMuted } };
  }
}

function decideCast(cast: RoomCastState, command: RoomCastCommand, at: number): Decided {
  switch (command.command) {
    case CastCommand.RemoveList:
    case CastCommand.OnlineKickAll: {
      const list = command.command === CastCommand.RemoveList ? 'none' : 'ready';
      const userIds = peopleMovedBy(cast, command.command);
      return { payload: { eventId: command.eventId, userIds, list, byUserId: command.byUserId } };
    }
    case CastCommand.Reconnect:
    case CastCommand.OnlineAvatar:
    case CastCommand.OnlineMicrophone:
    case CastCommand.MainWindow:
      return decideOnStage(cast, command);
    default:
      return decideMove(cast, command, at);
  }
}

/**
 * The cast's checks (spec 001 §4 "Cast commands"): every command of the table moves one person by the
 * rules, answering 12035 where a retried call already took effect and a cast code where the move is not
 * allowed; clearing the waiting list also ends the interviews of the people in it; kick-all moves every
 * online person to ready; the main window holds at most 4 people who are online.
 */
export const roomCastDecider: RoomDecider<RoomCastCommand, RoomCastEntry> = {
  decide(state, command, at) {
    const decided = decideCast(castOf(state), command, at);
    if ('refusal' in decided) return decided;
    // The payload is the one of this command's contract entry (decideCast answers by command).
    return { entry: roomEntryOf(AppKey.Cast, command.command, decided.payload as never, at) };
  },
};

/** One online person's stage flags changed (their media, told by themselves). */
function withStage(cast: RoomCastState, userId: string, change: Partial<CastStagePresence>): RoomCastState {
  const person = cast.people[userId];
  if (!person?.stage) return cast;
  return withPerson(cast, userId, { ...person, stage: { ...person.stage, ...change } });
}

/**
 * The cast after one of its entries (the moves of spec 001 §4 as their entries tell them): a person steps
 * to the list their entry names, a whole-list entry steps each person it names, the main window is the
 * one named; a media flag changes the person's stage.
 */
export function evolveCast(cast: RoomCastState, entry: RoomCastEntry): RoomCastState {
  const { at } = entry;
  switch (entry.command) {
    case CastCommand.RemoveList:
    case CastCommand.OnlineKickAll: {
      const { userIds, list, byUserId = '' } = entry.payload;
      const to = list === 'ready' ? 'ready' : 'none';
      return userIds.reduce(
        (next, userId) => stepTo(next, to, { command: CastCommand.OnlineClose, userId, byUserId, at }),
        cast,
      );
    }
    case CastCommand.MainWindow:
      return { ...cast, mainWindow: entry.payload.userIds };
    case CastCommand.Reconnect:
      return cast;
    case CastCommand.OnlineAvatar:
      return withStage(cast, entry.payload.userId, { isAvatarShown: entry.payload.isShowed });
    case CastCommand.OnlineMicrophone:
      return withStage(cast, entry.payload.userId, { isMicMuted: entry.payload.isMuted });
    default: {
      const { userId, list, byUserId = '', profile } = entry.payload;
      return stepTo(cast, stepOfMove(entry.command, list), {
        command: entry.command,
        userId,
        byUserId,
        at,
        profile,
      });
    }
  }
}
