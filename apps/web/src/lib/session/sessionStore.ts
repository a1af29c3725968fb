import { TokenLogin } from '@limelight/protocol';
import { create } from 'zustand';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';
import type { Session, TokenGrant } from './session.ts';
import { LoggedOutCachePrefixes, SessionStorageKey } from './sessionStorageKeys.ts';

/** The session store: the current session, the kept guest id and the actions that change them. */
export interface SessionState {
  session: Session | null;
  /** The guest id that registration links to the new account (spec 000 §3 "Registration"). */
  guestId: string | null;
  /** Stores the tokens of a login, registration, refresh or guest creation and returns the new session. */
  saveSession(grant: TokenGrant, options: { isGuest: boolean }): Session;
  /** Stores a login by token: 3600 s expiry and no refresh token (spec 000 §4). */
  saveTokenLogin(token: string, userId: string): Session;
  /** Logs out locally: forgets tokens, user id and the caches spec 000 §4 lists. */
  clearSession(options?: { keepFriendPanel?: boolean }): void;
}

/** A session store: `useSessionStore` in the app, a fresh one per test. */
export type SessionStore = StoreApi<SessionState>;

const sessionKeys = [
  SessionStorageKey.AccessToken,
  SessionStorageKey.RefreshToken,
  SessionStorageKey.TokenExpiry,
  SessionStorageKey.UserId,
  SessionStorageKey.IsGuest,
];

/** Reads the session a previous page load stored, or null when none is complete. */
export function readStoredSession(storage: Storage): Session | null {
  const accessToken = storage.getItem(SessionStorageKey.AccessToken);
  const userId = storage.getItem(SessionStorageKey.UserId);
  if (!accessToken || !userId) return null;
  return {
    userId,
    accessToken,
    refreshToken: storage.getItem(SessionStorageKey.RefreshToken) ?? '',
    // An unreadable expiry counts as expired, so a member session refreshes before its next request.
    tokenExpiryMs: Number(storage.getItem(SessionStorageKey.TokenExpiry)) || 0,
    isGuest: storage.getItem(SessionStorageKey.IsGuest) === 'true',
  };
}

function writeSession(storage: Storage, session: Session): void {
  storage.setItem(SessionStorageKey.AccessToken, session.accessToken);
  storage.setItem(SessionStorageKey.RefreshToken, session.refreshToken);
  storage.setItem(SessionStorageKey.TokenExpiry, String(session.tokenExpiryMs));
  storage.setItem(SessionStorageKey.UserId, session.userId);
  storage.setItem(SessionStorageKey.IsGuest, String(session.isGuest));
  // spec 000 §4: the guest id is cleared after a real login.
  if (session.isGuest) storage.setItem(SessionStorageKey.GuestId, session.userId);
  else storage.removeItem(SessionStorageKey.GuestId);
}

function removeLoggedOutEntries(storage: Storage, keepFriendPanel: boolean): void {
  const cachedKeys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && LoggedOutCachePrefixes.some((prefix) => key.startsWith(prefix))) cachedKeys.push(key);
  }
  const friendPanelKeys = keepFriendPanel
    ? []
    : [SessionStorageKey.FriendPanelHide, SessionStorageKey.FriendPanelPopup];
  for (const key of [...sessionKeys, ...cachedKeys, ...friendPanelKeys]) storage.removeItem(key);
}

/** The session state over a storage area; `now` dates the token expiry. */
export function sessionStateCreator(
  storage: Storage,
  now: () => number = Date.now,
): StateCreator<SessionState> {
  return (set) => {
    const saveSession = (grant: TokenGrant, { isGuest }: { isGuest: boolean }): Session => {
      const session: Session = {
        userId: grant.userId,
        accessToken: grant.userToken,
        refreshToken: grant.refreshToken,
        tokenExpiryMs: now() + grant.expiresIn * 1000,
        isGuest,
      };
      writeSession(storage, session);
      set({ session, guestId: isGuest ? session.userId : null });
      return session;
    };
    return {
      session: readStoredSession(storage),
      guestId: storage.getItem(SessionStorageKey.GuestId),
      saveSession,
      saveTokenLogin: (token, userId) =>
        saveSession(
          { userToken: token, refreshToken: '', expiresIn: TokenLogin.expiresInSeconds, userId },
          { isGuest: false },
        ),
      clearSession: ({ keepFriendPanel = false } = {}) => {
        removeLoggedOutEntries(storage, keepFriendPanel);
        set({ session: null });
      },
    };
  };
}

/** A session store outside React, over the given storage (tests, workers). */
export function createSessionStore(storage: Storage, now?: () => number): SessionStore {
  return createStore<SessionState>()(sessionStateCreator(storage, now));
}

/** The app's session, persisted in localStorage; a React hook and a store (`getState`, `subscribe`). */
export const useSessionStore = create<SessionState>()(sessionStateCreator(localStorage));
