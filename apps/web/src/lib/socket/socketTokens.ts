import { ResponseCode, httpStatusOf, type Envelope } from '@limelight/protocol';
import type { ApiClient } from '../api/apiClient.ts';

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

/** The token of a success answer; any other answer is a failed try (or a refusal, see isRefusal). */
function tokenOf(answer: Envelope<{ token: string }>): string {
  if (answer.code !== ResponseCode.Success) throw new SocketTokenError(answer.code);
  return answer.data.token;
}

// By name: the friend socket starts with the app shell for members, which must not load the contract
// statically (docs/decisions/http-contract.md, "First load").

/** Fetches the stage/room socket token of an event: `POST /api/socket/v1/getConnectionToken {eventId}`. */
export async function fetchStageSocketToken(api: ApiClient, eventId: string): Promise<string> {
  return tokenOf(await api.callByName('socket.getConnectionToken', { body: { eventId } }));
}

/** Fetches the friend socket token: `GET /api/socket2/v1/friendConnToken`. */
export async function fetchFriendSocketToken(api: ApiClient): Promise<string> {
  return tokenOf(await api.callByName('socket.friendConnToken', {}));
}
