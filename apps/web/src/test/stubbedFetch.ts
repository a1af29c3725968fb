import type { Envelope } from '@limelight/protocol';
import { vi } from 'vitest';

/** A request the stubbed fetch received (component tests). */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** An answer by path; a promise holds the answer back until the test settles it. */
export type StubbedAnswer = (request: SeenRequest) => Envelope<unknown> | Promise<Envelope<unknown>>;

/**
 * Stubs the global `fetch` for component tests: answers by path (`otherwise` for any other path) and
 * records the requests in the array it returns.
 */
export function serveApi(answers: Record<string, StubbedAnswer>, otherwise: StubbedAnswer): SeenRequest[] {
  const requests: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: { method?: string; body?: string } = {}) => {
      const { pathname, searchParams } = new URL(url, 'http://limelight.test');
      const request: SeenRequest = {
        method: init.method ?? 'GET',
        path: pathname,
        query: Object.fromEntries(searchParams),
        body: init.body === undefined ? undefined : JSON.parse(init.body),
      };
      requests.push(request);
      const answer = (answers[pathname] ?? otherwise)(request);
      return { status: 200, headers: new Headers(), json: async () => answer, blob: async () => new Blob() };
    }),
  );
  return requests;
}
