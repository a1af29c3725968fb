import { ResponseCode, connectionTokenAnswerSchema, httpStatusOf, type Envelope } from '@limelight/protocol';
import type { ApiClient } from '../api/apiClient.ts';

/** Token endpoints of the two sockets (ARCHITECTURE wire conventions, spec 001 §7 "Socket"). */
export const SocketTokenPath = {
  Stage: '/api/socket/v1/getConnectionToken',
  Friend: '/api/socket2/v1/friendConnToken',
} as const;

/** Thrown when the server gives no connection token; the socket counts it as a failed try. */
export class SocketTokenError extends Error {
  override readonly name = 'SocketTokenError';

  constructor(readonly code: number) {
    super(`no socket token (code ${code})`);
  }

  /**
   * Whether the server refused this page's socket for good (no ticket, private, age, not found …):
   * asking again gets the same answer, so the socket gives up and shows the code's message. Expired
   * sessions (401, handled by the API client), rate limits and server errors are worth another try.
   */
  get isRefusal(): boolean {
    return [400, 403, 404, 409].includes(httpStatusOf(this.code));
  }
}

// The friend token answer has the same shape (protocol `friendConnTokenAnswerSchema`).
function tokenOf(answer: Envelope<unknown>): string {
  const parsed = connectionTokenAnswerSchema.safeParse(answer.data);
  if (answer.code !== ResponseCode.Success || !parsed.success) throw new SocketTokenError(answer.code);
  return parsed.data.token;
}

/** Fetches the stage/room socket token of an event: `POST /api/socket/v1/getConnectionToken {eventId}`. */
export async function fetchStageSocketToken(api: ApiClient, eventId: string): Promise<string> {
  return tokenOf(await api.post<unknown>(SocketTokenPath.Stage, { eventId }));
}

/** Fetches the friend socket token: `GET /api/socket2/v1/friendConnToken`. */
export async function fetchFriendSocketToken(api: ApiClient): Promise<string> {
  return tokenOf(await api.get<unknown>(SocketTokenPath.Friend));
}
