import { describe, expect, it } from 'vitest';
import { AppKey, CastCommand, ChatCommand, type SocketMessage } from '@limelight/protocol';
import { SocketRouter, type SocketHandler } from './socketRouter.ts';

const named =
  (name: string, calls: string[]): SocketHandler =>
  () =>
    void calls.push(name);

describe('routing by appKey and command with wildcards (spec 001 §4)', () => {
  it('runs the exact handler, then the command wildcard, then the catch-all', () => {
    const calls: string[] = [];
    const router = new SocketRouter();
    router.on('*', '*', named('any', calls));
    router.on(AppKey.Chat, '*', named('chat any', calls));
    router.on(AppKey.Chat, ChatCommand.SendMessage, named('chat send', calls));
    const message: SocketMessage = { appKey: AppKey.Chat, command: ChatCommand.SendMessage };
    for (const handler of router.match(message)) void handler({} as never, message);
    expect(calls).toEqual(['chat send', 'chat any', 'any']);
  });

  it('matches nothing for an unregistered command', () => {
    const router = new SocketRouter();
    router.on(AppKey.Chat, ChatCommand.SendMessage, () => undefined);
    expect(router.match({ appKey: AppKey.Chat, command: ChatCommand.RemoveMessage })).toHaveLength(0);
    expect(router.match({ appKey: AppKey.Sync, command: ChatCommand.SendMessage })).toHaveLength(0);
  });

  it('keeps several handlers of one command in registration order', () => {
    const calls: string[] = [];
    const router = new SocketRouter();
    router.on(AppKey.Cast, CastCommand.Apply, named('first', calls));
    router.on(AppKey.Cast, CastCommand.Apply, named('second', calls));
    const message: SocketMessage = { appKey: AppKey.Cast, command: CastCommand.Apply };
    for (const handler of router.match(message)) void handler({} as never, message);
    expect(calls).toEqual(['first', 'second']);
  });
});
