// The stored session of spec 000 §3/§4: tokens in localStorage, one zustand store, logout clean-up.
export { isMember, type Session, type TokenGrant } from './session.ts';
export { LoggedOutCachePrefixes, SessionStorageKey } from './sessionStorageKeys.ts';
export {
  createSessionStore,
  readStoredSession,
  sessionStateCreator,
  useSessionStore,
  type SessionState,
  type SessionStore,
} from './sessionStore.ts';
