import type { Envelope } from '@limelight/protocol';

export interface ApiAnswer<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

/** A thin HTTP client for integration tests: the web client's conventions (v=43, X-Client, bearer). */
export class ApiClient {
  readonly #baseUrl: string;

  constructor(baseUrl: string) {
    this.#baseUrl = baseUrl;
  }

  get<T>(
    path: string,
    options: { token?: string; query?: Record<string, string> } = {},
  ): Promise<ApiAnswer<T>> {
    return this.request<T>('GET', path, options);
  }

  post<T>(
    path: string,
    body: unknown,
    options: { token?: string; query?: Record<string, string> } = {},
  ): Promise<ApiAnswer<T>> {
    return this.request<T>('POST', path, { ...options, body: JSON.stringify(body) });
  }

  /** A multipart form post, as the web client uploads files. */
  postForm<T>(path: string, form: FormData, options: { token?: string } = {}): Promise<ApiAnswer<T>> {
    return this.request<T>('POST', path, { ...options, body: form });
  }

  async request<T>(
    method: string,
    path: string,
    options: {
      token?: string;
      query?: Record<string, string>;
      body?: string | FormData;
      headers?: Record<string, string>;
    },
  ): Promise<ApiAnswer<T>> {
    const url = new URL(path, this.#baseUrl);
    url.searchParams.set('v', '43');
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const response = await fetch(url, {
      method,
      headers: {
        'X-Client': 'web-43',
        // A FormData body gets its multipart Content-Type, with the boundary, from fetch.
        ...(typeof options.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body,
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Envelope<T>,
    };
  }
}
