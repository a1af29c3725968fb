import type { Envelope } from '@limelight/protocol';
import { dataOf, RefusedAnswerError } from '../../lib/api/index.ts';
import {
  addressWithoutCredentials,
  readAutoLoginCredentials,
  type AutoLoginCredentials,
} from './autoLoginAddress.ts';
import { isBotUserAgent } from './botUserAgent.ts';
import { decryptEncodedPassword, type AutoLoginKey } from './encodedPassword.ts';

/** Where an address stands: the parts of `window.location` (or of a router location) that matter here. */
export interface AddressParts {
  pathname: string;
  search: string;
  hash: string;
}

/** What automatic login needs from the app, so that it can run against fakes in tests. */
export interface AutoLoginDependencies {
  userAgent: string;
  /** Replaces the current address (no new history entry). */
  replaceAddress: (to: string) => Promise<void>;
  logOut: () => Promise<void>;
  logIn: (credentials: { username: string; password: string }) => Promise<Envelope<unknown>>;
  fetchKey: () => Promise<Envelope<AutoLoginKey>>;
  reload: () => void;
  /** Tells the user the login did not work: the refused answer, or undefined when something broke. */
  reportFailure: (answer: Envelope<unknown> | undefined) => void;
}

/** How an automatic login ended. */
export const AutoLoginOutcome = {
  NoCredentials: 'noCredentials',
  SkippedBot: 'skippedBot',
  LoggedIn: 'loggedIn',
  Failed: 'failed',
} as const;
export type AutoLoginOutcome = (typeof AutoLoginOutcome)[keyof typeof AutoLoginOutcome];

async function passwordOf(
  credentials: AutoLoginCredentials,
  fetchKey: AutoLoginDependencies['fetchKey'],
): Promise<string> {
  if ('password' in credentials) return credentials.password;
  return decryptEncodedPassword(credentials.encodedPassword, dataOf(await fetchKey()));
}

/**
 * spec 000 §2 guard: with `username` plus `password` (or `epw`) in the query, the credentials leave the
 * address first, bots stop there, any existing session is logged out, the member logs in and the page
 * reloads. A refused login keeps the page as it is and says why.
 */
export async function runAutoLogin(
  address: AddressParts,
  deps: AutoLoginDependencies,
): Promise<AutoLoginOutcome> {
  const credentials = readAutoLoginCredentials(address.search);
  if (credentials === null) return AutoLoginOutcome.NoCredentials;
  await deps.replaceAddress(addressWithoutCredentials(address));
  if (isBotUserAgent(deps.userAgent)) return AutoLoginOutcome.SkippedBot;
  await deps.logOut();
  try {
    const password = await passwordOf(credentials, deps.fetchKey);
    dataOf(await deps.logIn({ username: credentials.username, password }));
  } catch (error) {
    const isRefused = error instanceof RefusedAnswerError;
    if (!isRefused) console.warn('Automatic login failed', error);
    deps.reportFailure(isRefused ? error.answer : undefined);
    return AutoLoginOutcome.Failed;
  }
  deps.reload();
  return AutoLoginOutcome.LoggedIn;
}
