import type { Envelope } from '@limelight/protocol';
import type { ApiRequestInit, ApiResponse, FetchLike, UploadTransport } from '../lib/api/apiClient.ts';

/** One request the fake fetch received, decoded for assertions. */
export interface RecordedRequest {
  method: ApiRequestInit['method'];
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The decoded JSON body, or the FormData of an upload. */
  body: unknown;
}

/** A file answer (a calendar export), sent as it is rather than in an envelope. */
export class FileAnswer {
  constructor(
    readonly body: string,
    readonly contentType: string,
  ) {}
}

type ScriptedAnswer = Envelope<unknown> | FileAnswer | Error;

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
    if (answer instanceof FileAnswer) {
      return {
        status: 200,
        headers: new Headers({ 'Content-Type': answer.contentType }),
        json: async () => JSON.parse(answer.body),
        blob: async () => new Blob([answer.body], { type: answer.contentType }),
      };
    }
    return jsonResponse(200, async () => answer);
  }
}

/** A response whose body is JSON (an envelope, or whatever `readJson` gives). */
export function jsonResponse(status: number, readJson: () => Promise<unknown>): ApiResponse {
  return {
    status,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    json: readJson,
    blob: async () => new Blob([JSON.stringify(await readJson())], { type: 'application/json' }),
  };
}

/** An envelope with the given code and data. */
export function envelope<T>(code: number, data: T, message = ''): Envelope<T> {
  return { code, message, data };
}
