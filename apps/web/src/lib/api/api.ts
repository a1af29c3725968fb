import { useSessionStore } from '../session/sessionStore.ts';
import { createApiClient } from './apiClient.ts';
import { notifySessionExpired } from './sessionExpiredNotice.ts';

/** The app's API client: same origin, the browser's fetch, the persisted session. */
export const api = createApiClient({
  baseUrl: '',
  // Looked up per call, so a fetch stubbed after start-up is the one used.
  fetch: (url, init) => window.fetch(url, init),
  // Loaded with the first upload: no first page sends a file.
  upload: (url, request) => import('./xhrUpload.ts').then(({ xhrUpload }) => xhrUpload(url, request)),
  sessions: useSessionStore,
  onSessionExpired: notifySessionExpired,
  log: console,
});
