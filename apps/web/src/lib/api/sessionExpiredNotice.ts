/**
 * Receives the answer that ended the session (10022, 10023, 10024, 10055, 10002 after 5 answers, or 10030
 * for a suspended account, whose `data` holds the operators' reason).
 */
export type SessionExpiredListener = (code: number, data?: unknown) => void;

const listeners = new Set<SessionExpiredListener>();

/** Registers the app shell's session-expired notice (spec 000 §8); returns the unsubscribe. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every registered listener that the server ended the session. */
export function notifySessionExpired(code: number, data?: unknown): void {
  for (const listener of listeners) listener(code, ...(data === undefined ? [] : [data]));
}
