import { describe, expect, it, vi } from 'vitest';
import { notifySessionExpired, onSessionExpired } from './sessionExpiredNotice.ts';

describe('spec 000 §8: the app shell registers the session-expired notice', () => {
  it('tells each listener the code until it unsubscribes', () => {
    const listener = vi.fn();
    const unsubscribe = onSessionExpired(listener);

    notifySessionExpired(10023);
    unsubscribe();
    notifySessionExpired(10024);

    expect(listener).toHaveBeenCalledExactlyOnceWith(10023);
  });
});
