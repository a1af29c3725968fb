// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedFirstAnswers, seededFreshMs, staleTimeOfSeeded, whenRouterStarted } from './firstPaint.ts';

function writeAnswers(json: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'first-answers';
  element.textContent = json;
  document.body.append(element);
}

afterEach(() => document.getElementById('first-answers')?.remove());

describe('the server’s first answers (docs/decisions/first-paint.md)', () => {
  it('seed the cache under their keys, once', () => {
    writeAnswers(
      JSON.stringify([{ queryKey: ['events', 'detail', 'jazz-night'], data: { title: '</script> & $&' } }]),
    );
    const queryClient = new QueryClient();
    seedFirstAnswers(queryClient, true);
    expect(queryClient.getQueryData(['events', 'detail', 'jazz-night'])).toEqual({ title: '</script> & $&' });
    expect(document.getElementById('first-answers')).toBeNull();
  });

  it('stay fresh for a window, so that mounting the page does not ask for them again', async () => {
    writeAnswers(JSON.stringify([{ queryKey: ['feed'], data: ['seeded'] }]));
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: staleTimeOfSeeded } } });
    seedFirstAnswers(queryClient, true);
    const queryFn = vi.fn(async () => ['read again']);
    const observer = new QueryObserver(queryClient, { queryKey: ['feed'], queryFn });
    const stop = observer.subscribe(() => undefined);
    expect(queryFn).not.toHaveBeenCalled();
    expect(observer.getCurrentResult().isStale).toBe(false);
    stop();
    // Past the window the answer is stale again, as every other answer is at once.
    const query = queryClient.getQueryCache().find({ queryKey: ['feed'] });
    expect(query?.isStaleByTime(staleTimeOfSeeded(query))).toBe(false);
    vi.useFakeTimers({ now: Date.now() + seededFreshMs + 1 });
    expect(query?.isStaleByTime(staleTimeOfSeeded(query))).toBe(true);
    vi.useRealTimers();
  });

  it('are stale at once for a member, whose page asks again with their session', () => {
    writeAnswers(
      JSON.stringify([{ queryKey: ['events', 'detail', 'jazz-night'], data: { canEnter: false } }]),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: staleTimeOfSeeded } } });
    seedFirstAnswers(queryClient, false);
    const queryFn = vi.fn(async () => ({ canEnter: true }));
    const observer = new QueryObserver(queryClient, {
      queryKey: ['events', 'detail', 'jazz-night'],
      queryFn,
    });
    const stop = observer.subscribe(() => undefined);
    // The guest's answer is on screen while the member's is asked for.
    expect(observer.getCurrentResult().data).toEqual({ canEnter: false });
    expect(queryFn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('are skipped when they do not parse, or are not answers', () => {
    writeAnswers('[{"queryKey": ');
    const queryClient = new QueryClient();
    seedFirstAnswers(queryClient, true);
    writeAnswers(JSON.stringify([{ data: 1 }, 'text', { queryKey: 'events', data: 2 }]));
    seedFirstAnswers(queryClient, true);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('whenRouterStarted', () => {
  it('resolves once the router has loaded its first route', async () => {
    const listeners: Array<(state: { initialized: boolean }) => void> = [];
    const router = {
      state: { initialized: false },
      subscribe: (listener: (state: { initialized: boolean }) => void) => {
        listeners.push(listener);
        return () => listeners.splice(listeners.indexOf(listener), 1);
      },
    };
    let hasStarted = false;
    const started = whenRouterStarted(router).then(() => {
      hasStarted = true;
    });
    listeners.forEach((listener) => listener({ initialized: false }));
    await Promise.resolve();
    expect(hasStarted).toBe(false);
    [...listeners].forEach((listener) => listener({ initialized: true }));
    await started;
    expect(hasStarted).toBe(true);
    expect(listeners).toHaveLength(0);
  });
});
