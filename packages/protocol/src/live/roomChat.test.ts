import { describe, expect, it } from 'vitest';
import { reduceRoom } from './roomEvolve.ts';
import { AppKey } from '../socket/frame.ts';
import { ChatCommand, maxRoomQuestions } from '../socket/chat.ts';
import { roomChatDecider, type RoomChatCommand } from './roomChat.ts';
import { initialRoomLiveState, type RoomLiveState } from './roomState.ts';

const eventId = 'room-1';
const post = (userId: string, at: number, skipsSlowMode = false): RoomChatCommand => ({
  appKey: AppKey.Chat,
  command: ChatCommand.SendMessage,
  at,
  skipsSlowMode,
  message: {
    id: `m-${userId}-${at}`,
    eventId,
    content: 'hi',
    isRoom: 1,
    sender: { userId, displayName: userId, avatar: null },
    createdAt: new Date(at).toISOString(),
  },
});
const chat = <C extends RoomChatCommand['command']>(command: C, fields: object) =>
  ({ appKey: AppKey.Chat, command, eventId, ...fields }) as RoomChatCommand;

/** Applies commands in order; answers the final state and each outcome (payload or refusal). */
function run(commands: RoomChatCommand[], state: RoomLiveState = initialRoomLiveState) {
  const outcomes: unknown[] = [];
  for (const command of commands) {
    const reduction = reduceRoom(roomChatDecider, state, command);
    if ('refusal' in reduction) {
      outcomes.push(reduction.refusal);
      continue;
    }
    state = reduction.state;
    outcomes.push(reduction.payload);
  }
  return { state, outcomes };
}

describe('the room chat reducer', () => {
  it('logs a post as the message itself and keeps no post times while slow mode is off', () => {
    const { state, outcomes } = run([post('a', 1000), post('a', 1001)]);
    expect(outcomes).toHaveLength(2);
    expect(outcomes[0]).toMatchObject({ id: 'm-a-1000', content: 'hi' });
    expect(state.chat).toEqual({ blocked: [], slowModeSeconds: 0, lastPostAt: {}, questions: [] });
  });

  it('refuses a blocked sender (12048) until unblocked, and keeps others writing', () => {
    const { outcomes, state } = run([
      chat(ChatCommand.BlockUser, { operatedUserId: 'a' }),
      chat(ChatCommand.BlockUser, { operatedUserId: 'a' }),
      post('a', 1),
      post('b', 2),
      chat(ChatCommand.UnblockUser, { operatedUserId: 'a' }),
      post('a', 3),
    ]);
    expect(outcomes[0]).toEqual({ eventId, operatedUserId: 'a' });
    expect(outcomes[2]).toBe('ChatUserBlocked');
    expect(outcomes[3]).toMatchObject({ id: 'm-b-2' });
    expect(outcomes[5]).toMatchObject({ id: 'm-a-3' });
    expect(state.chat?.blocked).toEqual([]);
  });

  it('holds each person to slow mode (12047), counting from their last accepted post', () => {
    const { outcomes } = run([
      chat(ChatCommand.SlowMode, { seconds: 10 }),
      post('a', 0),
      post('a', 9_999),
      post('b', 9_999),
      post('a', 10_000),
      post('a', 10_001, true),
    ]);
    expect(outcomes.slice(1)).toEqual([
      expect.objectContaining({ id: 'm-a-0' }),
      'SlowMode',
      expect.objectContaining({ id: 'm-b-9999' }),
      expect.objectContaining({ id: 'm-a-10000' }),
      expect.objectContaining({ id: 'm-a-10001' }),
    ]);
  });

  it('forgets post times once outside the window, and all of them when slow mode ends', () => {
    const slowed = run([chat(ChatCommand.SlowMode, { seconds: 5 }), post('a', 0), post('b', 6_000)]);
    expect(Object.keys(slowed.state.chat?.lastPostAt ?? {})).toEqual(['b']);
    const ended = run([chat(ChatCommand.SlowMode, { seconds: 0 }), post('b', 6_001)], slowed.state);
    expect(ended.outcomes[1]).toMatchObject({ id: 'm-b-6001' });
    expect(ended.state.chat).toMatchObject({ slowModeSeconds: 0, lastPostAt: {} });
  });

  it('passes removals and clearing through as their frames, and leaves the settings slice alone', () => {
    const start: RoomLiveState = { settings: { sendChat: false } };
    const { outcomes, state } = run(
      [chat(ChatCommand.RemoveMessage, { id: 'm1' }), chat(ChatCommand.RemoveAllMessages, {})],
      start,
    );
    expect(outcomes).toEqual([{ eventId, id: 'm1' }, { eventId }]);
    expect(state.settings).toEqual({ sendChat: false });
  });
});

describe('questions (spec 001 §6 mark as question)', () => {
  const asked = (n: number) => {
    const command = post(`u${n}`, n);
    if (command.command !== ChatCommand.SendMessage) throw new Error('a post');
    return command.message;
  };
  const mark = (n: number, isAnswered = false, isPinned = false, isQuestion = true) =>
    chat(ChatCommand.Question, { message: asked(n), isQuestion, isAnswered, isPinned });
  const questionIds = (state: RoomLiveState) => state.chat?.questions.map((q) => q.message.id);

  it('marks in order, changes a question in place, takes it off, and drops it with its message', () => {
    const { state } = run([mark(1), mark(2), mark(1, true, true), mark(3), mark(2, false, false, false)]);
    expect(state.chat?.questions).toEqual([
      { message: asked(1), isAnswered: true, isPinned: true },
      { message: asked(3), isAnswered: false, isPinned: false },
    ]);
    const removed = run([chat(ChatCommand.RemoveMessage, { id: asked(1).id })], state).state;
    expect(questionIds(removed)).toEqual([asked(3).id]);
    expect(run([chat(ChatCommand.RemoveAllMessages, {})], state).state.chat?.questions).toEqual([]);
  });

  it(`keeps at most ${maxRoomQuestions}, dropping the oldest answered one first, then the oldest`, () => {
    const marks = Array.from({ length: maxRoomQuestions }, (_, n) => mark(n, n === 5));
    const full = run(marks).state;
    const oneMore = run([mark(1000)], full).state;
    expect(oneMore.chat?.questions).toHaveLength(maxRoomQuestions);
    expect(questionIds(oneMore)).not.toContain(asked(5).id);
    const twoMore = run([mark(1001)], oneMore).state;
    expect(questionIds(twoMore)).not.toContain(asked(0).id);
    expect(questionIds(twoMore)?.at(-1)).toBe(asked(1001).id);
  });
});
