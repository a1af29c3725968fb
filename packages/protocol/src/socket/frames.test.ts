import { describe, expect, expectTypeOf, it } from 'vitest';
import { CastCommand } from './cast.ts';
import { ChatCommand } from './chat.ts';
import { ConnectionCommand, KickoutCode } from './connection.ts';
import type { AnyServerFrame, ServerFrame } from './contract.ts';
import { AppKey, socketMessageSchema } from './frame.ts';
import { clientFrameOf, frameOf, parseClientFrame, parseServerFrame, stampRoomFrame } from './frames.ts';
import { FriendCommand } from './friend.ts';

const clock = { seq: 1, serverTime: '2026-01-02T03:04:05.000Z' };

describe('parseClientFrame', () => {
  it('reads a valid frame, from text or from a value, keeping tag and target', () => {
    const frame = {
      appKey: AppKey.Chat,
      command: ChatCommand.SendMessage,
      payload: { eventId: 'e', content: 'hi' },
      tag: 't1',
    };
    expect(parseClientFrame(JSON.stringify(frame))).toEqual({ ok: true, frame });
    expect(parseClientFrame(frame)).toEqual({ ok: true, frame });
    expect(parseClientFrame({ appKey: AppKey.Connection, command: ConnectionCommand.Ping })).toEqual({
      ok: true,
      frame: { appKey: AppKey.Connection, command: ConnectionCommand.Ping },
    });
  });

  it.each([
    ['text that is not JSON', '{appKey', 'malformed'],
    ['a value that is not an object', 42, 'malformed'],
    ['an unknown appKey', { appKey: 'cya_unknown', command: 'x' }, 'unknownAppKey'],
    ['a frame without a command', { appKey: AppKey.Chat }, 'malformed'],
    ['an unknown command', { appKey: AppKey.Chat, command: 'shout' }, 'unknownCommand'],
    [
      'a command of another appKey',
      { appKey: AppKey.Chat, command: ConnectionCommand.Ping },
      'unknownCommand',
    ],
    ['an inherited property name', { appKey: AppKey.Chat, command: 'toString' }, 'unknownCommand'],
    [
      'a command only the server sends',
      { appKey: AppKey.Connection, command: ConnectionCommand.Pong },
      'wrongDirection',
    ],
  ])('refuses %s', (_name, raw, reason) => {
    expect(parseClientFrame(raw)).toMatchObject({ ok: false, error: { reason } });
  });

  it.each([
    ['appKey', { appKey: 'nope', command: 'x' }],
    ['command', { appKey: AppKey.Chat, command: 'nope' }],
    ['command', { appKey: AppKey.Connection, command: ConnectionCommand.Pong }],
  ])('names the %s of a frame outside the contract', (field, raw) => {
    const parsed = parseClientFrame(raw);
    expect(parsed).toMatchObject({
      ok: false,
      error: { field, message: expect.stringMatching(`^${field}: `) },
    });
  });

  it("drops a client's own seq and serverTime (the room clock is the server's)", () => {
    const ping = { appKey: AppKey.Connection, command: ConnectionCommand.Ping };
    expect(parseClientFrame({ ...ping, ...clock })).toEqual({ ok: true, frame: ping });
  });

  it('names the payload field at fault', () => {
    const parsed = parseClientFrame({
      appKey: AppKey.Chat,
      command: ChatCommand.SendMessage,
      payload: { eventId: 'e' },
    });
    expect(parsed).toEqual({
      ok: false,
      error: {
        reason: 'invalidPayload',
        appKey: AppKey.Chat,
        command: ChatCommand.SendMessage,
        field: 'content',
        message: expect.stringMatching(/^content: /),
      },
    });
  });

  it('refuses NUL characters in text (PostgreSQL cannot store them)', () => {
    const payload = { eventId: 'e', content: 'a\u0000b' };
    const parsed = parseClientFrame({ appKey: AppKey.Chat, command: ChatCommand.SendMessage, payload });
    expect(parsed).toMatchObject({ ok: false, error: { reason: 'invalidPayload', field: 'content' } });
  });
});

describe('parseServerFrame: every room frame carries seq and serverTime (issue 10)', () => {
  const count = {
    appKey: AppKey.Cast,
    command: CastCommand.EventJoiningPeople,
    payload: { eventId: 'e', count: 2 },
  };
  const move = {
    appKey: AppKey.Cast,
    command: CastCommand.Apply,
    payload: { eventId: 'e', userId: 'u', list: 'waiting' },
  };

  it('refuses a room-log frame without its clock, and accepts it with one', () => {
    expect(parseServerFrame(move)).toMatchObject({
      ok: false,
      error: { reason: 'missingRoomClock', field: 'seq' },
    });
    expect(parseServerFrame({ ...move, seq: 0, serverTime: clock.serverTime })).toMatchObject({
      ok: false,
      error: { field: 'seq' },
    });
    expect(parseServerFrame({ ...move, ...clock, serverTime: 'now' })).toMatchObject({
      ok: false,
      error: { field: 'serverTime' },
    });
    expect(parseServerFrame({ ...move, ...clock })).toEqual({ ok: true, frame: { ...move, ...clock } });
  });

  it('does not require a clock of live room frames and addressed frames', () => {
    expect(parseServerFrame(count)).toMatchObject({ ok: true });
    const kick = { appKey: AppKey.Connection, command: ConnectionCommand.Kick, payload: { code: 4 } };
    expect(parseServerFrame(kick)).toMatchObject({ ok: true });
  });
});

describe('frameOf and clientFrameOf', () => {
  it('build the envelope the gateway and the bus carry', () => {
    const kick = frameOf(AppKey.Connection, ConnectionCommand.Kick, { code: KickoutCode.ConnectionKick });
    expect(kick).toEqual({ appKey: 'cya_connection', command: 'kick', payload: { code: 4 } });
    expect(socketMessageSchema.parse(kick)).toEqual(kick);
    expect(frameOf(AppKey.Connection, ConnectionCommand.Pong)).toEqual({
      appKey: 'cya_connection',
      command: 'pong',
    });
    expect(clientFrameOf(AppKey.Connection, ConnectionCommand.Ping)).toEqual({
      appKey: 'cya_connection',
      command: 'ping',
    });
    const signal = {
      chatId: 'friend_1',
      peerType: 'pub',
      codec: 'VP8',
      description: { type: 'offer', sdp: 'v=0' },
    } as const;
    expect(
      clientFrameOf(AppKey.Friend, FriendCommand.P2pSetupInfo, signal, { target: 'u_2', tag: 'a' }),
    ).toEqual({
      appKey: 'cya_friend',
      command: 'p2pSetupInfo',
      payload: signal,
      target: 'u_2',
      tag: 'a',
    });
  });

  it('stamps a room frame with its place in the log', () => {
    const frame = frameOf(AppKey.Chat, ChatCommand.RemoveMessage, { id: 'm', eventId: 'e' });
    const stamped = stampRoomFrame(frame, clock);
    expect(parseServerFrame(stamped)).toEqual({ ok: true, frame: { ...frame, ...clock } });
  });

  it('refuse, at compile time, a payload the command does not take', () => {
    // @ts-expect-error count must be a number
    frameOf(AppKey.Cast, CastCommand.EventJoiningPeople, { eventId: 'e', count: 'two' });
    // @ts-expect-error kick needs its code
    frameOf(AppKey.Connection, ConnectionCommand.Kick);
    // @ts-expect-error a client does not send pong
    clientFrameOf(AppKey.Connection, ConnectionCommand.Pong);
    // @ts-expect-error ping is not a cya_chat command
    frameOf(AppKey.Chat, ConnectionCommand.Ping);
    expect(true).toBe(true);
  });

  it('types server frames by the contract: room frames have a seq, narrowing reaches the payload', () => {
    expectTypeOf<ServerFrame<'cya_cast', 'apply'>['seq']>().toEqualTypeOf<number>();
    expectTypeOf<ServerFrame<'cya_cast', 'eventJoiningPeople'>['seq']>().toEqualTypeOf<number | undefined>();
    const countOf = (frame: AnyServerFrame) =>
      frame.appKey === AppKey.Cast && frame.command === CastCommand.EventJoiningPeople
        ? frame.payload.count
        : null;
    expect(
      countOf({
        appKey: AppKey.Cast,
        command: CastCommand.EventJoiningPeople,
        payload: { eventId: 'e', count: 3 },
      }),
    ).toBe(3);
  });
});
