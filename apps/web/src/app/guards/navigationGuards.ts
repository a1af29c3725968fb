import type { Location } from 'react-router';
import { logInFromAddressIfAsked } from '../../features/auth/index.ts';
import { api, ensureGuestSession } from '../../lib/api/index.ts';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { defaultLanguage, i18n, isLanguage, switchLanguage } from '../../lib/i18n/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { selectLanguage } from './language.ts';
import { applyTheme, readCurrentTheme, selectTheme } from './theme.ts';

/** The part of a data router the guards watch (a browser router in the app, a memory router in tests). */
interface NavigatingRouter {
  readonly state: { readonly location: Location };
  subscribe(listener: (state: { location: Location }) => void): () => void;
  navigate(to: string, options: { replace: true }): Promise<void>;
}

/**
 * spec 000 §2 guards that every address gets: language, theme, the automatic e-mail login when the query
 * carries credentials, then a guest session when there is none.
 */
function applyAddressGuards(router: NavigatingRouter, location: Location): void {
  const query = new URLSearchParams(location.search);
  const currentLanguage = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  void switchLanguage(selectLanguage(query.get('lang'), currentLanguage));
  applyTheme(selectTheme(query.get('theme'), readCurrentTheme()));
  logInFromAddressIfAsked(location, (to) => router.navigate(to, { replace: true }))
    .catch((error: unknown) => console.warn('Automatic login failed', error))
    .then(() => ensureGuestSession(api, useSessionStore))
    .catch((error: unknown) => console.warn('Could not create a guest session', error));
}

// The live pages of events and rooms (spec 000 §2 "leaving the live page").
const livePagePath = /^\/(event|room)\/[^/]+\/live\/?$/;

/** spec 000 §2: leaving the live page logs out a guest account; the address guards then make a new guest. */
function logOutGuestLeavingLivePage(from: Location, to: Location): void {
  if (!livePagePath.test(from.pathname) || livePagePath.test(to.pathname)) return;
  if (useSessionStore.getState().session?.isGuest) useSessionStore.getState().clearSession();
}

/**
 * Runs the navigation guards for the current address and then after every navigation. Dialogs close here,
 * as the router commits the new location and before the new page renders, so that a page may open one.
 */
export function installNavigationGuards(router: NavigatingRouter): () => void {
  let lastLocation = router.state.location;
  applyAddressGuards(router, lastLocation);
  return router.subscribe(({ location }) => {
    if (location === lastLocation) return;
    logOutGuestLeavingLivePage(lastLocation, location);
    lastLocation = location;
    useDialogStore.getState().closeAllDialogs();
    applyAddressGuards(router, location);
  });
}
