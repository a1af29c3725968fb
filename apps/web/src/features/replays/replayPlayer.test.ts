import {
  AppKey,
  ChatCommand,
  chatOf,
  initialRoomLiveState,
  ReplayTiming,
  type ReplayChatPage,
  type ReplayCommand,
  type ReplayJoinedCount,
  type ReplaySeekAnswer,
  type RoomChatMessage,
} from '@limelight/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesOf } from '../../lib/live/chatHistory.ts';
import { chatBacklogMessages, ReplayPlayer, windowMaxCommands, type ReplayCalls } from './replayPlayer.ts';

const startAtMs = Date.parse('2026-11-27T18:00:00.000Z');
const span = { durationMs: 60_000, startAtMs };

const eventId = 'event-1';

const messageOf = (id: string, content: string, atMs: number): RoomChatMessage => ({
  id,
  eventId,
  content,
  isRoom: 1,
  createdAt: new Date(startAtMs + atMs).toISOString(),
  sender: { userId: 'u1', displayName: 'Ada', avatar: null },
});

/** A chat post at `start` ms, seq `seq`. */
const post = (seq: number, start: number, content = `message ${seq}`): ReplayCommand => ({
  seq,
  start,
  appKey: AppKey.Chat,
  command: ChatCommand.SendMessage,
  payload: messageOf(`m${seq}`, content, start),
});

/** Slow mode set to `seconds` at `start` ms: a change of the state's chat slice. */
const slowMode = (seq: number, start: number, seconds: 10): ReplayCommand => ({
  seq,
  start,
  appKey: AppKey.Chat,
  command: ChatCommand.SlowMode,
  payload: { eventId, seconds },
});

const seekAnswer = (to: number, seq: number, joinedCount = 0): ReplaySeekAnswer => ({
  to,
  seq,
  state: initialRoomLiveState,
  joinedCount,
});

/** Calls whose answers the test releases: every call is recorded with its resolve and reject. */
function scriptedCalls() {
  const seeks: { to: number; resolve: (answer: ReplaySeekAnswer) => void; reject: (error: Error) => void }[] =
    [];
  const fetches: {
    from: number;
    to: number;
    /** Answers the window's commands and the joined counts told in it (none unless given). */
    resolve: (list: ReplayCommand[], joinedCounts?: ReplayJoinedCount[]) => void;
    reject: (error: Error) => void;
  }[] = [];
  const chats: {
    to: number;
    before: number | undefined;
    resolve: (page: ReplayChatPage) => void;
  }[] = [];
  const calls: ReplayCalls = {
    seek: (to) => new Promise((resolve, reject) => seeks.push({ to, resolve, reject })),
    fetch: (from, to) =>
      new Promise((resolve, reject) =>
        fetches.push({
          from,
          to,
          resolve: (list, joinedCounts = []) => resolve({ list, joinedCounts }),
          reject,
        }),
      ),
    chat: (to, before) => new Promise((resolve) => chats.push({ to, before, resolve })),
  };
  return { calls, seeks, fetches, chats };
}

/** Lets the promise callbacks run (answers released by the test). */
const settle = () => vi.advanceTimersByTimeAsync(0);

const chatTexts = (player: ReplayPlayer) =>
  messagesOf(player.getSnapshot().chat).map((message) => message.content);

let script: ReturnType<typeof scriptedCalls>;
let player: ReplayPlayer;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  script = scriptedCalls();
  player = new ReplayPlayer(script.calls, span);
});

afterEach(() => {
  player.stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Starts the player and answers its seek to 0 (state at seq `seq`). */
async function startAt0(seq = 0) {
  void player.start();
  expect(script.seeks).toMatchObject([{ to: 0 }]);
  script.seeks[0]?.resolve(seekAnswer(0, seq));
  script.chats[0]?.resolve({ list: [], nextBefore: null });
  await settle();
}

describe('spec 001 §4: a seek loads the state, then commands are fetched in windows', () => {
  it('starts with a seek to 0, then fetches the first window at once', async () => {
    expect(player.getSnapshot().phase).toBe('loading');
    await startAt0();
    expect(player.getSnapshot()).toMatchObject({ phase: 'ready', isPlaying: true, positionMs: 0, seq: 0 });
    expect(script.fetches).toMatchObject([{ from: 0, to: ReplayTiming.fetchWindowMs }]);
  });

  it('fetches the next window once the play head is firstLoopDelayMs into the last one, then every window', async () => {
    await startAt0();
    script.fetches[0]?.resolve([]);
    await settle();
    await vi.advanceTimersByTimeAsync(ReplayTiming.firstLoopDelayMs - 250);
    expect(script.fetches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(250);
    expect(script.fetches[1]).toMatchObject({ from: 10_000, to: 20_000 });
    script.fetches[1]?.resolve([]);
    await vi.advanceTimersByTimeAsync(ReplayTiming.fetchWindowMs - 250);
    expect(script.fetches).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(250);
    expect(script.fetches[2]).toMatchObject({ from: 20_000, to: 30_000 });
  });

  it('fetches nothing more while paused', async () => {
    await startAt0();
    script.fetches[0]?.resolve([]);
    await settle();
    player.pause();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(script.fetches).toHaveLength(1);
    expect(player.getSnapshot().positionMs).toBe(0);
  });
});

describe('a window the server cut (docs/decisions/replays.md: at most 5,000 commands)', () => {
  it('goes on from the last command it answered, without folding any twice', async () => {
    await startAt0();
    const full = Array.from({ length: windowMaxCommands }, (_, index) => post(index + 1, index));
    script.fetches[0]?.resolve(full);
    await settle();
    const last = full.at(-1)?.start ?? 0;
    expect(script.fetches[1]).toMatchObject({ from: last, to: last + ReplayTiming.fetchWindowMs });
    script.fetches[1]?.resolve([post(windowMaxCommands, last), post(windowMaxCommands + 1, last + 1)]);
    await vi.advanceTimersByTimeAsync(last + 250);
    expect(chatTexts(player)).toHaveLength(windowMaxCommands + 1);
  });
});

describe('spec 001 §9: a failed fetch is tried again after the command retry (2 s)', () => {
  it('asks the same window again after commandRetryMs, and not before', async () => {
    await startAt0();
    script.fetches[0]?.reject(new Error('offline'));
    await settle();
    await vi.advanceTimersByTimeAsync(ReplayTiming.commandRetryMs - 1);
    expect(script.fetches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(script.fetches[1]).toMatchObject({ from: 0, to: ReplayTiming.fetchWindowMs });
    script.fetches[1]?.resolve([post(1, 100)]);
    await vi.advanceTimersByTimeAsync(250);
    expect(chatTexts(player)).toEqual(['message 1']);
  });
});

describe('commands are folded in with evolveRoom at their offsets', () => {
  it('applies each command when the play head reaches it, in seq order, once', async () => {
    await startAt0();
    script.fetches[0]?.resolve([post(2, 3_000), slowMode(3, 4_000, 10), post(1, 1_000)]);
    await settle();
    expect(chatTexts(player)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(chatTexts(player)).toEqual(['message 1']);
    expect(player.getSnapshot().seq).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(chatTexts(player)).toEqual(['message 1', 'message 2']);
    expect(chatOf(player.getSnapshot().state).slowModeSeconds).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(chatOf(player.getSnapshot().state).slowModeSeconds).toBe(10);
    expect(player.getSnapshot().seq).toBe(3);
  });

  it('skips commands already in the seek state (seq at or below it)', async () => {
    await startAt0(5);
    script.fetches[0]?.resolve([post(5, 0, 'old'), post(6, 500, 'new')]);
    await vi.advanceTimersByTimeAsync(500);
    expect(chatTexts(player)).toEqual(['new']);
  });

  it('stops at the end', async () => {
    await startAt0();
    script.fetches[0]?.resolve([]);
    await vi.advanceTimersByTimeAsync(span.durationMs + 5_000);
    expect(player.getSnapshot()).toMatchObject({ isPlaying: false, positionMs: span.durationMs });
  });
});

describe('"People here": the joined count at the play head (issue 23)', () => {
  it('starts from the seek answer, then takes each fetched count when the play head reaches it', async () => {
    void player.start();
    script.seeks[0]?.resolve(seekAnswer(0, 0, 3));
    script.chats[0]?.resolve({ list: [], nextBefore: null });
    await settle();
    expect(player.getSnapshot().joinedCount).toBe(3);
    script.fetches[0]?.resolve(
      [],
      [
        { start: 2_000, count: 4 },
        { start: 5_000, count: 2 },
      ],
    );
    await vi.advanceTimersByTimeAsync(1_750);
    expect(player.getSnapshot().joinedCount).toBe(3);
    await vi.advanceTimersByTimeAsync(250);
    expect(player.getSnapshot().joinedCount).toBe(4);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(player.getSnapshot().joinedCount).toBe(2);
  });

  it("a seek takes its answer's count and drops the counts fetched for the old play head", async () => {
    await startAt0();
    script.fetches[0]?.resolve([], [{ start: 1_000, count: 9 }]);
    await settle();
    const seeking = player.seek(30_000);
    script.seeks[1]?.resolve(seekAnswer(30_000, 0, 5));
    script.chats[1]?.resolve({ list: [], nextBefore: null });
    await seeking;
    expect(player.getSnapshot().joinedCount).toBe(5);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(player.getSnapshot().joinedCount).toBe(5);
  });
});

describe('spec 001 §4: a seek bumps a version; answers of an older version are ignored', () => {
  it('drops the window of the older version and restarts fetching from the seek', async () => {
    await startAt0();
    const firstWindow = script.fetches[0];
    void player.seek(30_000);
    expect(player.getSnapshot()).toMatchObject({ version: 2, phase: 'seeking', positionMs: 30_000 });
    // The chat before the seek is read back (newest first), and the room's state there is asked.
    expect(script.chats[1]).toMatchObject({ to: 30_000, before: undefined });
    expect(script.seeks[1]).toMatchObject({ to: 30_000 });
    firstWindow?.resolve([post(1, 100, 'from the old version')]);
    script.chats[1]?.resolve({
      list: [post(9, 29_000, 'just before'), post(1, 100, 'before')],
      nextBefore: null,
    });
    script.seeks[1]?.resolve(seekAnswer(30_000, 9));
    await settle();
    expect(player.getSnapshot()).toMatchObject({ phase: 'ready', positionMs: 30_000, seq: 9 });
    expect(chatTexts(player)).toEqual(['before', 'just before']);
    expect(script.fetches[1]).toMatchObject({ from: 30_000, to: 40_000 });
    script.fetches[1]?.resolve([post(10, 30_500, 'after')]);
    await vi.advanceTimersByTimeAsync(500);
    expect(chatTexts(player)).toEqual(['before', 'just before', 'after']);
  });

  it('ignores the answer of a seek overtaken by a newer one', async () => {
    await startAt0();
    void player.seek(20_000);
    void player.seek(40_000);
    // Each seek reads the chat before it back too.
    for (const backlog of script.chats.slice(1)) backlog.resolve({ list: [], nextBefore: null });
    script.seeks[2]?.resolve(seekAnswer(40_000, 7));
    script.seeks[1]?.resolve(seekAnswer(20_000, 3));
    await settle();
    expect(player.getSnapshot()).toMatchObject({ version: 3, positionMs: 40_000, seq: 7 });
  });

  it('reads the chat back page after page, whatever time it spans, until enough messages', async () => {
    player = new ReplayPlayer(script.calls, { ...span, durationMs: 3 * 3_600_000 });
    await startAt0();
    const to = 2 * 3_600_000;
    void player.seek(to);
    await settle();
    // An hour and more before the seek: far past any fixed span.
    const page = (fromSeq: number, count: number, nextBefore: number | null): ReplayChatPage => ({
      list: Array.from({ length: count }, (_, i) => post(fromSeq - i, (fromSeq - i) * 30_000)),
      nextBefore,
    });
    script.chats[1]?.resolve(page(240, 100, 141));
    await settle();
    expect(script.chats[2]).toMatchObject({ to, before: 141 });
    script.chats[2]?.resolve(page(140, 100, 41));
    await settle();
    // 200 messages read: no third page.
    expect(script.chats).toHaveLength(3);
    script.seeks[1]?.resolve(seekAnswer(to, 240));
    await settle();
    const texts = chatTexts(player);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.at(-1)).toBe('message 240');
    expect(chatBacklogMessages).toBe(200);
  });

  it('stops at a clearing of the chat: nothing before it shows', async () => {
    await startAt0();
    void player.seek(50_000);
    await settle();
    script.chats[1]?.resolve({
      list: [
        post(12, 40_000, 'after the clear'),
        {
          seq: 11,
          start: 30_000,
          appKey: AppKey.Chat,
          command: ChatCommand.RemoveAllMessages,
          payload: { eventId },
        },
      ],
      nextBefore: 11,
    });
    script.seeks[1]?.resolve(seekAnswer(50_000, 12));
    await settle();
    expect(script.chats).toHaveLength(2);
    expect(chatTexts(player)).toEqual(['after the clear']);
  });
});

describe('spec 001 §8: a replay seek with a non-200 code throws the code', () => {
  it('rejects with the refusal and stays where it was', async () => {
    await startAt0();
    script.fetches[0]?.resolve([]);
    await vi.advanceTimersByTimeAsync(2_000);
    const seeking = player.seek(30_000);
    const refusal = new Error('32001');
    script.seeks[1]?.reject(refusal);
    await expect(seeking).rejects.toBe(refusal);
    expect(player.getSnapshot()).toMatchObject({ phase: 'ready', positionMs: 2_000, isPlaying: true });
  });

  it('fails the player when the first seek is refused', async () => {
    const starting = player.start();
    script.seeks[0]?.reject(new Error('32000'));
    await expect(starting).rejects.toThrow('32000');
    expect(player.getSnapshot()).toMatchObject({ phase: 'failed', isPlaying: false });
  });
});

describe('the room clock follows the play head', () => {
  it('is the replay start plus the play head, and stops while paused', async () => {
    await startAt0();
    script.fetches[0]?.resolve([]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(player.roomNow()).toBe(startAtMs + 3_000);
    player.pause();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(player.roomNow()).toBe(startAtMs + 3_000);
    player.play();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(player.roomNow()).toBe(startAtMs + 4_000);
  });
});
