/** Why a request produced no envelope: the server was not reached, or its answer was not an envelope. */
export const ApiNetworkErrorReason = {
  Unreachable: 'unreachable',
  MalformedAnswer: 'malformedAnswer',
} as const;
export type ApiNetworkErrorReason = (typeof ApiNetworkErrorReason)[keyof typeof ApiNetworkErrorReason];

/** Thrown by the API client when a request yields no `{ code, message, data }` answer. */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';
  /** The HTTP status of a malformed answer; undefined when the server was not reached. */
  readonly status: number | undefined;

  constructor(
    readonly reason: ApiNetworkErrorReason,
    readonly path: string,
    { cause, status }: { cause?: unknown; status?: number } = {},
  ) {
    super(`${reason} on ${path}${status === undefined ? '' : ` (HTTP ${status})`}`, { cause });
    this.status = status;
  }
}
