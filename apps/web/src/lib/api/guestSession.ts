import { ResponseCode, type CreateGuestRequest } from '@limelight/protocol';
import type { Session } from '../session/session.ts';
import type { SessionStore } from '../session/sessionStore.ts';
import type { ApiClient } from './apiClient.ts';
import { ApiNetworkError, ApiNetworkErrorReason } from './apiNetworkError.ts';

// Guards of several routes may ask at once; they share one guest creation per store.
const pendingGuests = new WeakMap<SessionStore, Promise<Session | null>>();

async function createGuest(api: ApiClient, sessions: SessionStore, eventId: string | undefined) {
  const request: CreateGuestRequest = { eventId };
  // By name: the guest guard runs in the first load, which must not load the contract (and zod).
  const answer = await api.callByName('users.createGuest', { body: request }).catch((error: unknown) => {
    // An answer that is no guest leaves the caller without a session, as a refusal does.
    if (error instanceof ApiNetworkError && error.reason === ApiNetworkErrorReason.MalformedAnswer)
      return null;
    throw error;
  });
  // A login that finished meanwhile keeps its session.
  const current = sessions.getState().session;
  if (answer?.code !== ResponseCode.Success || current !== null) return current;
  // `uuid` is the guest's userId (ARCHITECTURE wire conventions).
  const { userToken, uuid, expiresIn } = answer.data;
  // Guests have no refresh token: their token is replaced by a new guest, never refreshed.
  return sessions
    .getState()
    .saveSession({ userToken, refreshToken: '', expiresIn, userId: uuid }, { isGuest: true });
}

/**
 * Spec 000 §2 guard: "A guest session is refreshed if none exists." Returns the current session, or
 * the new guest's; null when the server refused to create a guest.
 */
export function ensureGuestSession(
  api: ApiClient,
  sessions: SessionStore,
  eventId?: string,
): Promise<Session | null> {
  const existing = sessions.getState().session;
  if (existing !== null) return Promise.resolve(existing);
  let pending = pendingGuests.get(sessions);
  if (pending === undefined) {
    pending = createGuest(api, sessions, eventId).finally(() => pendingGuests.delete(sessions));
    pendingGuests.set(sessions, pending);
  }
  return pending;
}
