import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldRoom, initialRoomLiveState, type RoomLiveState } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, type TestMember } from '../factories.ts';
import { createRoomThroughApi } from '../rooms/roomFactories.ts';
import { youtube } from '../roomSync/syncCalls.ts';
import { createRoomLogRepo } from '../../src/platform/live/roomLog.repo.ts';
import { seqRange } from './logProbe.ts';

// The one fold (docs/decisions/live-state.md "One fold"): for random sequences of room commands, valid
// and refused, sent through the real server, folding the room log's entries with `evolveRoom` from the
// initial state gives exactly the state row the server stored, every slice of it.

let server: TestServer;
let owner: TestMember;
let member: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  owner = await buildMember(server);
  member = await buildMember(server);
});
afterAll(() => server.close());

type Actor = 'owner' | 'member';
/** One command of a run: what to call, as whom; `pick` chooses among what the room holds (or nothing). */
type Step =
  | { kind: 'chatSend' | 'chatRemove' | 'chatBlock' | 'slowMode' | 'chatClear'; actor: Actor; pick: number }
  | { kind: 'setting'; pick: number; flag: boolean }
  | {
      kind: 'syncAdd' | 'syncDel' | 'syncReorder' | 'syncResync' | 'postPin' | 'postRemove';
      actor: Actor;
      pick: number;
    }
  | { kind: 'syncPlay' | 'syncFlag'; actor: Actor; pick: number; flag: boolean }
  | { kind: 'castSelf' | 'castOther' | 'castStage'; pick: number; flag: boolean };

const actor = fc.constantFrom<Actor>('owner', 'owner', 'member');
const pick = fc.nat(40);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('chatSend', 'chatRemove', 'chatBlock', 'slowMode', 'chatClear'),
    actor,
    pick,
  }),
  fc.record({ kind: fc.constant('setting'), pick, flag: fc.boolean() }),
  fc.record({
    kind: fc.constantFrom('syncAdd', 'syncDel', 'syncReorder', 'syncResync', 'postPin', 'postRemove'),
    actor,
    pick,
  }),
  fc.record({ kind: fc.constantFrom('syncPlay', 'syncFlag'), actor, pick, flag: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('castSelf', 'castOther', 'castStage'), pick, flag: fc.boolean() }),
) as fc.Arbitrary<Step>;

/** What a run has made in its room, for later commands to name (and a name that is not there). */
interface Run {
  roomId: string;
  messageIds: string[];
  contentIds: string[];
}

const ownCastPaths = [
  'v1/apply',
  'v1/exit',
  'v1/interview/accept',
  'v1/interview/reject',
  'v1/online/accept',
  'v2/online/accept',
  'v1/online/reject',
  'v1/online/confirmClose',
];
const moderatorCastPaths = [
  'v1/approve',
  'v1/cancel',
  'v1/block',
  'v1/unblock',
  'v1/interview/invite',
  'v1/interview/close',
  'v1/online/invite',
  'v1/online/cancel',
  'v2/online/close',
];
const settingValues: [string, unknown][] = [
  ['sendChat', 0],
  ['sendChat', 1],
  ['showParticipants', false],
  ['title', 'A new name'],
  ['label', '18'],
  ['label', 'not a label'],
  ['noSuchOption', 1],
];

const nth = <T>(list: readonly T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length];

/** Sends one step to the server; refusals are expected (they must leave no entry). */
async function send(run: Run, command: Step): Promise<void> {
  const { roomId } = run;
  const tokenOf = (who: Actor) => (who === 'owner' ? owner : member).userToken;
  const post = async <T>(path: string, body: object, who: Actor = 'owner') =>
    (await server.api.post<T>(path, { eventId: roomId, ...body }, { token: tokenOf(who) })).body;
  const missing = command.pick % 7 === 0;
  switch (command.kind) {
    case 'chatSend': {
      const sent = await post<{ id: string }>(
        '/api/chat/v1/message/send',
        { content: `m${command.pick}` },
        command.actor,
      );
      if (sent.code === 200) run.messageIds.push(sent.data.id);
      return;
    }
    case 'chatRemove':
      await post(
        '/api/chat/v1/message/remove',
        { id: missing ? 'gone' : (nth(run.messageIds, command.pick) ?? 'gone') },
        command.actor,
      );
      return;
    case 'chatBlock':
      await post(
        '/api/chat/v1/user/block',
        { operatedUserId: member.userId, isBlock: command.pick % 2 },
        command.actor,
      );
      return;
    case 'slowMode':
      await post('/api/chat/v1/slowMode', { seconds: nth([0, 5, 10, 7], command.pick) }, command.actor);
      return;
    case 'chatClear':
      await post('/api/chat/v1/message/delAll', {}, command.actor);
      return;
    case 'setting': {
      const [option, value] = nth(settingValues, command.pick) ?? ['sendChat', 1];
      await post('/api/room/v1/editRoom', { option, value }, command.flag ? 'owner' : 'member');
      return;
    }
    case 'syncAdd': {
      const added = await post<{ contentId: string }>(
        '/api/sync/v2/content/add',
        youtube(command.pick),
        command.actor,
      );
      if (added.code === 200) run.contentIds.push(added.data.contentId);
      return;
    }
    case 'syncDel':
      await post(
        '/api/sync/v2/content/del',
        { contentId: missing ? 'gone' : (nth(run.contentIds, command.pick) ?? 'gone') },
        command.actor,
      );
      return;
    case 'syncReorder': {
      const ids = missing ? ['gone'] : [...run.contentIds].reverse();
      await post('/api/sync/v2/content/listUpdate', { contentIds: ids }, command.actor);
      return;
    }
    case 'syncResync':
      await post('/api/sync/v2/resync', {}, command.actor);
      return;
    case 'syncPlay': {
      const contentId = missing ? '-1' : (nth(run.contentIds, command.pick) ?? 'gone');
      const playback = {
        isPlaying: command.flag,
        time: command.pick,
        duration: command.pick % 3 === 0 ? null : 30,
      };
      await post(
        '/api/sync/v2/play',
        { contentId, mode: missing ? 'default' : 'youtube', ...playback },
        command.actor,
      );
      return;
    }
    case 'syncFlag': {
      const [path, field] = nth(
        [
          ['/api/sync/v1/control', 'control'],
          ['/api/sync/v2/publish', 'publish'],
          ['/api/sync/v2/recording', 'recording'],
        ],
        command.pick,
      ) ?? ['/api/sync/v1/control', 'control'];
      await post(path, { [field]: command.flag }, command.actor);
      return;
    }
    case 'postPin':
      await post('/api/sync/v2/post', { text: `Read me ${command.pick}` }, command.actor);
      return;
    case 'postRemove':
      await post('/api/sync/v2/post/del', {}, command.actor);
      return;
    case 'castSelf':
      await post(`/api/cast/${nth(ownCastPaths, command.pick)}`, {}, 'member');
      return;
    case 'castOther':
      await post(`/api/cast/${nth(moderatorCastPaths, command.pick)}`, { userId: member.userId });
      return;
    case 'castStage':
      switch (command.pick % 7) {
        case 0:
          await post('/api/cast/v1/mainWindow', { userId: member.userId, onMain: command.flag });
          return;
        case 1:
          await post('/api/cast/v1/avatar', { isShowed: command.flag }, 'member');
          return;
        case 2: {
          const query = { eventId: roomId, isMuted: command.flag ? '1' : '0' };
          await server.api.post('/api/cast/v1/microphone', {}, { token: member.userToken, query });
          return;
        }
        case 3:
          await post('/api/casta/v1/modmute', { castUserId: member.userId, modMuteAudio: command.flag });
          return;
        case 4:
          await post('/api/cast/v2/online/confirm', { success: command.flag }, 'member');
          return;
        case 5:
          await post('/api/cast/v1/online/kickAll', {});
          return;
        default:
          await post('/api/cast/v1/removeList', {});
          return;
      }
  }
}

/** The slices each checked run's stored state held: every slice must be reached by some run. */
const slicesSeen = new Set<string>();

/** Runs the steps in a new room; answers the stored state and the fold of the room's log. */
async function runInNewRoom(steps: readonly Step[]) {
  const room = await createRoomThroughApi(server, owner);
  const run: Run = { roomId: room.id, messageIds: [], contentIds: [] };
  for (const command of steps) await send(run, command);
  const entries = await server.limelight.roomLog.readEntries(room.id, 0, 10_000);
  const stored = await server.limelight.roomLog.readState(room.id);
  // The row itself, not read through the state's schema: the schema must not hide a difference.
  const row = await createRoomLogRepo(server.limelight.db).findState(room.id);
  return { entries, stored, row, folded: foldRoom(initialRoomLiveState, entries) };
}

const asJson = (state: RoomLiveState): unknown => JSON.parse(JSON.stringify(state));

/** A sequence that reaches every slice: settings, chat, shared content, the post, the cast, stage media. */
const everySlice: Step[] = [
  { kind: 'setting', pick: 3, flag: true },
  { kind: 'chatSend', actor: 'member', pick: 1 },
  { kind: 'slowMode', actor: 'owner', pick: 1 },
  { kind: 'chatSend', actor: 'member', pick: 2 },
  { kind: 'chatBlock', actor: 'owner', pick: 1 },
  { kind: 'syncAdd', actor: 'owner', pick: 1 },
  { kind: 'syncPlay', actor: 'owner', pick: 1, flag: true },
  { kind: 'postPin', actor: 'owner', pick: 1 },
  { kind: 'castSelf', pick: 0, flag: true },
  { kind: 'castOther', pick: 0, flag: true },
  { kind: 'castOther', pick: 6, flag: true },
  { kind: 'castSelf', pick: 4, flag: true },
  { kind: 'castStage', pick: 4, flag: true },
  { kind: 'castStage', pick: 2, flag: true },
  { kind: 'castStage', pick: 3, flag: true },
  { kind: 'castStage', pick: 0, flag: true },
];

describe('the room state row is the fold of the room log (property)', () => {
  it('for random valid and refused commands, evolveRoom over the entries gives the stored state, every slice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
        const { entries, stored, row, folded } = await runInNewRoom(steps);
        expect(entries.map((entry) => entry.seq)).toEqual(seqRange(1, entries.length));
        expect(stored.seq).toBe(entries.length);
        for (const slice of Object.keys(stored.state)) {
          slicesSeen.add(slice);
          expect(folded[slice as keyof RoomLiveState], slice).toEqual(
            stored.state[slice as keyof RoomLiveState],
          );
        }
        expect(folded).toEqual(stored.state);
        if (row) expect(asJson(folded)).toEqual(row.state);
      }),
      // A failure is reported as found: shrinking through the server would take minutes.
      { numRuns: 8, examples: [[everySlice]], endOnFailure: true },
    );
    expect([...slicesSeen].sort()).toEqual(['cast', 'chat', 'media', 'post', 'settings', 'sync']);
  }, 180_000);
});
