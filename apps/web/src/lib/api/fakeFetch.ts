import type { Envelope } from '@limelight/protocol';
import type { ApiRequestInit, ApiResponse, FetchLike, UploadTransport } from './apiClient.ts';

/** One request the fake fetch received, decoded for assertions. */
export interface RecordedRequest {
  method: ApiRequestInit['method'];
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The decoded JSON body, or the FormData of an upload. */
  body: unknown;
}

type ScriptedAnswer = Envelope<unknown> | Error;

/** Test double of `fetch`: records every request and answers the envelopes scripted per path. */
export class FakeFetch {
  readonly requests: RecordedRequest[] = [];
  readonly #scripts = new Map<string, ScriptedAnswer[]>();

  /** Answers the next requests to `path` in order; the last answer repeats. Unscripted paths answer 200. */
  script(path: string, ...answers: ScriptedAnswer[]): this {
    this.#scripts.set(path, answers);
    return this;
  }

  /** The paths requested so far, in order. */
  paths(): string[] {
    return this.requests.map((request) => request.path);
  }

  readonly fetch: FetchLike = async (url, init) =>
    this.#answer(url, init, init.body === undefined ? undefined : JSON.parse(init.body));

  /** Records an upload like a request, reporting half and then all of the body sent before it answers. */
  readonly upload: UploadTransport = async (url, init) => {
    init.onProgress?.(0.5);
    init.onProgress?.(1);
    return this.#answer(url, init, init.body);
  };

  #answer(url: string, init: Pick<ApiRequestInit, 'method' | 'headers'>, body: unknown): ApiResponse {
    const parsed = new URL(url, 'http://limelight.test');
    this.requests.push({
      method: init.method,
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      headers: init.headers,
      body,
    });
    const queue = this.#scripts.get(parsed.pathname) ?? [];
    const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? envelope(200, {});
    if (answer instanceof Error) throw answer;
    return { status: 200, json: async () => answer };
  }
}

/** An envelope with the given code and data. */
export function envelope<T>(code: number, data: T, message = ''): Envelope<T> {
  return { code, message, data };
}
