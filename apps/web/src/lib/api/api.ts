import { useSessionStore } from '../session/sessionStore.ts';
import { createApiClient } from './apiClient.ts';
import { notifySessionExpired } from './sessionExpiredNotice.ts';
import { xhrUpload } from './xhrUpload.ts';

/** The app's API client: same origin, the browser's fetch, the persisted session. */
export const api = createApiClient({
  baseUrl: '',
  // Looked up per call, so a fetch stubbed after start-up is the one used.
  fetch: (url, init) => window.fetch(url, init),
  upload: xhrUpload,
  sessions: useSessionStore,
  onSessionExpired: notifySessionExpired,
  log: console,
});
