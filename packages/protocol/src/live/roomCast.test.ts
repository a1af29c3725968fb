import fc from 'fast-check';
import { reduceRoom } from './roomEvolve.ts';
import { describe, expect, it } from 'vitest';
import type { CodeName } from '../codes.ts';
import { Stage } from '../limits.ts';
import { CastCommand } from '../socket/cast.ts';
import { AppKey } from '../socket/frame.ts';
import { castEntriesOf, castListsOf, ownCastStateOf, placeInLineOf, stagePeersOf } from './castView.ts';
import {
  CastSlots,
  castOf,
  roomCastDecider,
  type CastPayload,
  type RoomCastCommand,
  type RoomCastState,
} from './roomCast.ts';
import { initialRoomLiveState, type RoomLiveState } from './roomState.ts';

const eventId = 'room-1';
const mod = 'mod';
let clock = 1_000_000;

/** A command on one person, by the moderator unless the command is the person's own. */
function on(command: RoomCastCommand['command'], userId: string, extra: object = {}): RoomCastCommand {
  clock += 1000;
  return {
    appKey: AppKey.Cast,
    command,
    eventId,
    userId,
    byUserId: mod,
    at: clock,
    profile: { userId, userName: `name of ${userId}`, avatar: null },
    connectionType: 'pub',
    isShowed: true,
    isMuted: true,
    onMain: true,
    ...extra,
  } as RoomCastCommand;
}

type Outcome = { payload: CastPayload } | { refusal: CodeName };

/** Applies commands in order from `state`; answers the final state and each outcome. */
function run(commands: RoomCastCommand[], state: RoomLiveState = initialRoomLiveState) {
  const outcomes: Outcome[] = [];
  for (const command of commands) {
    const reduction = reduceRoom(roomCastDecider, state, command);
    if ('refusal' in reduction) {
      outcomes.push({ refusal: reduction.refusal });
      continue;
    }
    state = reduction.state;
    outcomes.push({ payload: reduction.payload });
  }
  return { state, cast: castOf(state), outcomes, last: outcomes.at(-1) };
}

/** The list a person is in, as the moderator lists show it ('none' when in none). */
const listOf = (cast: RoomCastState, userId: string) => cast.people[userId]?.list ?? 'none';

/** How person `u` reaches each step of the machine from an empty stage. */
const steps = {
  none: [],
  waiting: [CastCommand.Apply],
  ready: [CastCommand.Apply, CastCommand.Approve],
  onlineInviting: [CastCommand.Apply, CastCommand.Approve, CastCommand.OnlineInvite],
  online: [CastCommand.Apply, CastCommand.Approve, CastCommand.OnlineInvite, CastCommand.OnlineAccept],
  // Invited to an interview from waiting; in an interview (accepted) that started from ready.
  interviewInvited: [CastCommand.Apply, CastCommand.InterviewInvite],
  interviewing: [
    CastCommand.Apply,
    CastCommand.Approve,
    CastCommand.InterviewInvite,
    CastCommand.InterviewAccept,
  ],
  blocking: [CastCommand.Block],
} as const satisfies Record<string, readonly RoomCastCommand['command'][]>;
type Step = keyof typeof steps;
const stepNames = Object.keys(steps) as Step[];

const W = 'CastWrongList';
const A = 'AlreadyApplied';
type Expected = string;
/** Per command, the outcome from each step, in the order of `steps`: the list after it, or the refusal. */
const table: Record<string, Expected[]> = {
  //                  none         waiting          ready            onlineInviting    online     interviewInvited interviewing blocking
  apply: ['waiting', W, W, W, W, W, W, 'CastBlocked'],
  exit: [W, 'none', 'none', 'none', 'none', 'none', 'none', W],
  cancel: [W, 'none', 'none', W, W, W, W, W],
  approve: [W, 'ready', W, W, W, W, W, W],
  block: ['blocking', 'blocking', 'blocking', 'blocking', 'blocking', 'blocking', 'blocking', W],
  unblock: [W, W, W, W, W, W, W, 'none'],
  interviewInvite: [
    W,
    'interviewing',
    'interviewing',
    W,
    W,
    'CastAlreadyInInterview',
    'CastAlreadyInInterview',
    W,
  ],
  interviewAccept: [W, W, W, W, W, 'interviewing', A, W],
  interviewAcceptGt: [W, W, W, W, W, 'interviewing', A, W],
  interviewReject: [W, W, W, W, W, 'waiting', W, W],
  interviewTimeout: [W, W, W, W, W, 'waiting', W, W],
  interviewCancel: [W, W, W, W, W, 'waiting', W, W],
  interviewClose: [W, W, W, W, W, 'waiting', 'ready', W],
  onlineInvite: [W, W, 'onlineInviting', W, W, W, W, W],
  onlineCancel: [W, W, W, 'ready', W, W, W, W],
  onlineAccept: [W, W, W, 'online', W, W, W, W],
  onlineAcceptGt: [W, W, W, 'online', W, W, W, W],
  onlineReject: [W, W, W, 'ready', W, W, W, W],
  onlineTimeout: [W, W, W, 'ready', W, W, W, W],
  onlineConfirmClose: [W, W, W, W, 'ready', W, W, W],
  onlineClose: [A, A, A, A, 'ready', A, A, A],
  onlineCloseGt: [A, A, A, A, 'ready', A, A, A],
  goOnline: [W, W, W, W, 'online', W, W, W],
  reconnect: [W, W, W, W, 'online', W, W, W],
  onlineAvatar: [W, W, W, W, 'online', W, W, W],
  onlineMicrophone: [W, W, W, W, 'online', W, W, W],
  mainWindow: [W, W, W, W, 'online', W, W, W],
  // The whole-list commands never refuse: they move whoever is concerned.
  removeList: ['none', 'none', 'ready', 'onlineInviting', 'online', 'none', 'interviewing', 'blocking'],
  onlineKickAll: [
    'none',
    'waiting',
    'ready',
    'onlineInviting',
    'ready',
    'interviewing',
    'interviewing',
    'blocking',
  ],
};

describe('every (list × command) pair of spec 001 §4', () => {
  it('covers every cast command but the notices that are not moves', () => {
    const notices: string[] = [
      CastCommand.ListDelUser,
      CastCommand.EventJoiningPeople,
      CastCommand.MultiConn,
    ];
    const commands = Object.values(CastCommand).filter((command) => !notices.includes(command));
    expect(Object.keys(table).sort()).toEqual(commands.sort());
  });

  const pairs = Object.entries(table).flatMap(([command, outcomes]) =>
    stepNames.map((step, index) => ({ command, step, expected: outcomes[index]! })),
  );
  it.each(pairs)('$command from $step → $expected', ({ command, step, expected }) => {
    const setup = run(steps[step].map((c) => on(c, 'u')));
    expect(listOf(setup.cast, 'u')).toBe(step === 'interviewInvited' ? 'interviewing' : step);
    const { cast, last } = run([on(command as RoomCastCommand['command'], 'u')], setup.state);
    if (expected === A || expected.startsWith('Cast')) {
      expect(last).toEqual({ refusal: expected });
      return;
    }
    expect(last).toHaveProperty('payload');
    expect(listOf(cast, 'u')).toBe(expected);
  });
});

describe('the moves and their frames', () => {
  it('a move names the person, the list they are in now, who moved them and their profile', () => {
    const { last } = run([on(CastCommand.Apply, 'u', { byUserId: 'u' })]);
    expect(last).toEqual({
      payload: {
        eventId,
        userId: 'u',
        list: 'waiting',
        from: 'none',
        byUserId: 'u',
        profile: { userId: 'u', userName: 'name of u', avatar: null },
      },
    });
  });

  it('an interview invitation carries interviewee and interviewer; its end returns where it started', () => {
    const invited = run([
      on(CastCommand.Apply, 'u'),
      on(CastCommand.InterviewInvite, 'u', { byUserId: 'm2' }),
    ]);
    expect(invited.last).toMatchObject({
      payload: { list: 'interviewing', interview: { interviewee: 'u', interviewer: 'm2' } },
    });
    const accepted = run([on(CastCommand.InterviewAccept, 'u', { byUserId: 'u' })], invited.state);
    expect(accepted.cast.people.u?.interview).toEqual({
      interviewer: 'm2',
      isAccepted: true,
      from: 'waiting',
    });
    const closed = run([on(CastCommand.InterviewClose, 'u')], accepted.state);
    expect(closed.last).toMatchObject({ payload: { list: 'waiting' } });
    expect(closed.cast.people.u?.interview).toBeUndefined();
  });

  it('retried calls answer 12035 on a repeat, without a second change', () => {
    const online = run(steps.online.map((c) => on(c, 'u')));
    const closed = run([on(CastCommand.OnlineClose, 'u'), on(CastCommand.OnlineClose, 'u')], online.state);
    expect(closed.outcomes.map((o) => ('refusal' in o ? o.refusal : 'moved'))).toEqual(['moved', A]);
    const interview = run(steps.interviewing.map((c) => on(c, 'v')));
    expect(run([on(CastCommand.InterviewAccept, 'v')], interview.state).last).toEqual({ refusal: A });
    const published = run([on(CastCommand.GoOnline, 'u'), on(CastCommand.GoOnline, 'u')], online.state);
    expect(published.outcomes[1]).toEqual({ refusal: A });
    expect(published.cast.people.u?.stage?.isPublishing).toBe(true);
  });

  it('clearing the waiting list also clears the interviews of the people in it (spec 001 §4)', () => {
    const { last, cast } = run([
      on(CastCommand.Apply, 'a'),
      on(CastCommand.Apply, 'b'),
      on(CastCommand.Apply, 'c'),
      on(CastCommand.Approve, 'c'),
      on(CastCommand.InterviewInvite, 'b'),
      on(CastCommand.InterviewInvite, 'c'),
      on(CastCommand.RemoveList, ''),
    ]);
    expect(last).toEqual({ payload: { eventId, userIds: ['a', 'b'], list: 'none', byUserId: mod } });
    expect(castListsOf(cast)).toMatchObject({ waiting: [], interviewing: ['c'] });
  });

  it('kick-all moves every online person to ready and empties the main window', () => {
    const people = ['a', 'b', 'c'];
    const { last, cast } = run([
      ...people.flatMap((u) => steps.online.map((c) => on(c, u))),
      on(CastCommand.MainWindow, 'a'),
      on(CastCommand.OnlineKickAll, ''),
    ]);
    expect(last).toEqual({ payload: { eventId, userIds: people, list: 'ready', byUserId: mod } });
    expect(castListsOf(cast)).toMatchObject({ online: [], ready: people });
    expect(cast.mainWindow).toEqual([]);
  });

  it('block takes the person off the stage, their own state says terminated and blocked; unblock exits', () => {
    const online = run([...steps.online.map((c) => on(c, 'u')), on(CastCommand.MainWindow, 'u')]);
    const blocked = run([on(CastCommand.Block, 'u')], online.state);
    expect(blocked.cast.mainWindow).toEqual([]);
    expect(ownCastStateOf(blocked.cast, 'u')).toMatchObject({ list: 'terminated', blocked: true });
    const unblocked = run([on(CastCommand.Unblock, 'u')], blocked.state);
    expect(ownCastStateOf(unblocked.cast, 'u')).toMatchObject({ list: 'terminated', blocked: false });
    expect(run([on(CastCommand.Apply, 'u')], unblocked.state).last).toHaveProperty('payload');
  });

  it('keeps the other slices of the room state', () => {
    const { state } = run([on(CastCommand.Apply, 'u')], { settings: { sendChat: false } });
    expect(state.settings).toEqual({ sendChat: false });
  });

  it('refuses newcomers past Stage.castMaxPeople', () => {
    const people = Object.fromEntries(
      Array.from({ length: Stage.castMaxPeople }, (_, i) => [
        `p${i}`,
        {
          list: 'waiting',
          profile: { userId: `p${i}`, userName: '', avatar: null },
          since: 0,
          appliedAt: 0,
          order: i,
        },
      ]),
    ) as RoomCastState['people'];
    const full: RoomLiveState = {
      settings: {},
      cast: { people, mainWindow: [], nextOrder: Stage.castMaxPeople },
    };
    expect(run([on(CastCommand.Apply, 'late')], full).last).toEqual({ refusal: 'CastQueueFull' });
    expect(run([on(CastCommand.Approve, 'p3')], full).last).toHaveProperty('payload');
  });
});

describe('the main window (spec 001 §4: at most 4)', () => {
  const five = ['a', 'b', 'c', 'd', 'e'];
  const stage = () => run(five.flatMap((u) => steps.online.map((c) => on(c, u))));

  it('takes 4 in push order, refuses a fifth with the spec message, and is unchanged by a repeat', () => {
    const { outcomes, cast } = run(
      [...five.map((u) => on(CastCommand.MainWindow, u)), on(CastCommand.MainWindow, 'a')],
      stage().state,
    );
    expect(outcomes[3]).toEqual({ payload: { eventId, userIds: ['a', 'b', 'c', 'd'], byUserId: mod } });
    expect(outcomes[4]).toEqual({ refusal: 'CastMainWindowFull' });
    expect(cast.mainWindow).toEqual(['a', 'b', 'c', 'd']);
  });

  it('frees a place when someone is taken off it or leaves the stage', () => {
    const full = run(
      ['a', 'b', 'c', 'd'].map((u) => on(CastCommand.MainWindow, u)),
      stage().state,
    );
    const freed = run(
      [
        on(CastCommand.MainWindow, 'b', { onMain: false }),
        on(CastCommand.OnlineConfirmClose, 'c', { byUserId: 'c' }),
        on(CastCommand.MainWindow, 'e'),
      ],
      full.state,
    );
    expect(freed.cast.mainWindow).toEqual(['a', 'd', 'e']);
    expect(ownCastStateOf(freed.cast, 'e').isOnMain).toBe(true);
  });
});

describe('the transparent queue (issue 12)', () => {
  it('keeps application order and time; a person back from an interview keeps their place', () => {
    const { cast } = run([
      on(CastCommand.Apply, 'a'),
      on(CastCommand.Apply, 'b'),
      on(CastCommand.Apply, 'c'),
      on(CastCommand.InterviewInvite, 'a'),
      on(CastCommand.InterviewReject, 'a'),
      on(CastCommand.Approve, 'b'),
    ]);
    expect(castListsOf(cast).waiting).toEqual(['a', 'c']);
    expect([placeInLineOf(cast, 'a'), placeInLineOf(cast, 'c'), placeInLineOf(cast, 'b')]).toEqual([
      1,
      2,
      undefined,
    ]);
    expect(ownCastStateOf(cast, 'c')).toMatchObject({ list: 'waiting', placeInLine: 2, waitingCount: 2 });
    const appliedA = cast.people.a!.appliedAt;
    const entries = castEntriesOf(cast, appliedA + 65_000, 'waiting');
    expect(entries.map((e) => [e.userId, e.placeInLine])).toEqual([
      ['a', 1],
      ['c', 2],
    ]);
    expect(entries[0]).toMatchObject({ appliedAt: new Date(appliedA).toISOString() });
    expect(entries[1]!.waitedSeconds).toBeGreaterThanOrEqual(60);
  });

  it('answers the stage peer info of everyone online in stage order, with their media flags', () => {
    const { cast } = run([
      ...['a', 'b'].flatMap((u) => steps.online.map((c) => on(c, u))),
      on(CastCommand.OnlineMicrophone, 'b', { isMuted: true }),
      on(CastCommand.OnlineAvatar, 'a', { isShowed: true }),
    ]);
    expect(stagePeersOf(cast).map((p) => [p.userId, p.microphoneMuted, p.muted])).toEqual([
      ['a', false, true],
      ['b', true, false],
    ]);
  });
});

describe('property: random command sequences', () => {
  const people = ['a', 'b', 'c', 'd', 'e', 'f'];
  const commandNames = Object.keys(table) as RoomCastCommand['command'][];
  const commandArb = fc
    .tuple(fc.constantFrom(...commandNames), fc.constantFrom(...people), fc.boolean())
    .map(([command, userId, onMain]) => on(command, userId, { onMain }));

  it('keep every person in exactly one list, the main window ≤ 4 and online, interviews only in interviews', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 80 }), (commands) => {
        const { cast } = run(commands);
        const lists = castListsOf(cast);
        const listed = CastSlots.flatMap((slot) => lists[slot]);
        expect(new Set(listed).size).toBe(listed.length);
        expect([...listed].sort()).toEqual(Object.keys(cast.people).sort());
        expect(cast.mainWindow.length).toBeLessThanOrEqual(Stage.mainWindowMax);
        for (const userId of cast.mainWindow) expect(cast.people[userId]?.list).toBe('online');
        for (const person of Object.values(cast.people)) {
          expect(person.interview !== undefined).toBe(person.list === 'interviewing');
          expect(person.stage !== undefined).toBe(person.list === 'online');
        }
        const orders = lists.waiting.map((userId) => cast.people[userId]!.order);
        expect(new Set(orders).size).toBe(orders.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('presenters (the owner, hosts and stars go live without the cast)', () => {
  it('goes online publishing from none or any list; again is already applied; others still need the table', async () => {
    const host = 'host-1';
    const asPresenter = { asPresenter: true, byUserId: host };
    const fromNone = run([on(CastCommand.GoOnline, host, asPresenter)]);
    expect(fromNone.last).toMatchObject({ payload: { userId: host, list: 'online', from: 'none' } });
    expect(fromNone.cast.people[host]?.stage).toMatchObject({ isPublishing: true });
    expect(stagePeersOf(fromNone.cast).map((peer) => peer.userId)).toEqual([host]);
    const again = run([on(CastCommand.GoOnline, host, asPresenter)], fromNone.state);
    expect(again.last).toEqual({ refusal: 'AlreadyApplied' });
    // Mute and camera-off are a speaker's like any other's once on stage.
    const muted = run([on(CastCommand.OnlineMicrophone, host, { isMuted: true })], fromNone.state);
    expect(muted.cast.people[host]?.stage).toMatchObject({ isMicMuted: true });
    const fromLine = run([on(CastCommand.Apply, host), on(CastCommand.GoOnline, host, asPresenter)]);
    expect(fromLine.last).toMatchObject({ payload: { list: 'online', from: 'waiting' } });
    expect(run([on(CastCommand.GoOnline, 'viewer')]).last).toEqual({ refusal: 'CastWrongList' });
  });
});
