import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  AppKey,
  ChatCommand,
  ConnectionCommand,
  RoomCommand,
  type AnyClientFrame,
} from '@limelight/protocol';
import { SocketRouter } from './socketRouter.ts';

const sendMessage: AnyClientFrame = {
  appKey: AppKey.Chat,
  command: ChatCommand.SendMessage,
  payload: { eventId: 'e1', content: 'hi' },
};
const resume: AnyClientFrame = {
  appKey: AppKey.Connection,
  command: ConnectionCommand.Resume,
  payload: { lastSeq: 1 },
};

describe('routing by appKey and command of the socket contract (spec 001 §4)', () => {
  it('keeps several handlers of one command in registration order', () => {
    const calls: string[] = [];
    const router = new SocketRouter();
    router.on(AppKey.Chat, ChatCommand.SendMessage, () => void calls.push('first'));
    router.on(AppKey.Chat, ChatCommand.SendMessage, () => void calls.push('second'));
    for (const handler of router.match(sendMessage)) void handler({} as never, sendMessage);
    expect(calls).toEqual(['first', 'second']);
  });

  it('matches nothing for a command registered on another appKey or not at all', () => {
    const router = new SocketRouter();
    router.on(AppKey.Room, RoomCommand.WaitAccept, () => undefined);
    expect(router.match(sendMessage)).toHaveLength(0);
    expect(router.match(resume)).toHaveLength(0);
  });

  it("hands a handler its command's parsed payload, and registers client commands only", () => {
    const router = new SocketRouter();
    router.on(AppKey.Chat, ChatCommand.SendMessage, (_connection, frame) => {
      expectTypeOf(frame.payload).toEqualTypeOf<{ eventId: string; content: string }>();
    });
    // @ts-expect-error removeMessage is sent by the server only.
    router.on(AppKey.Chat, ChatCommand.RemoveMessage, () => undefined);
    // @ts-expect-error sendMessage is not a command of cya_room.
    router.on(AppKey.Room, ChatCommand.SendMessage, () => undefined);
  });
});
