import { describe, expect, it, vi } from 'vitest';
import { SyncCommand } from '@limelight/protocol';
import { MessageRouter } from './messageRouter.ts';

describe('spec 001 §4: routing by appKey and command, with wildcard handlers', () => {
  it('reaches the "*" handlers once for a command that is literally "*"', () => {
    const router = new MessageRouter({ error: vi.fn() });
    const handler = vi.fn();
    router.add('cya_room', '*', handler);

    router.dispatch({ appKey: 'cya_room', command: '*' });

    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('logs a failing handler and still calls the others', () => {
    const log = { error: vi.fn() };
    const router = new MessageRouter(log);
    const failure = new Error('feature bug');
    const after = vi.fn();
    router.add('cya_sync', SyncCommand.PlayV2, () => {
      throw failure;
    });
    router.add('cya_sync', '*', after);

    router.dispatch({ appKey: 'cya_sync', command: SyncCommand.PlayV2 });

    expect(after).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledExactlyOnceWith('socket handler for cya_sync/playV2 failed', failure);
  });
});
