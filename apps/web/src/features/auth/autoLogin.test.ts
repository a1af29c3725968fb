// @vitest-environment jsdom
import type { Envelope } from '@limelight/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AutoLoginOutcome,
  runAutoLogin,
  type AddressParts,
  type AutoLoginDependencies,
} from './autoLogin.ts';
import type { AutoLoginKey } from './encodedPassword.ts';

const person =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const ok = <T>(data: T): Envelope<T> => ({ code: 200, message: 'success', data });
const tokens = ok({ userToken: 't', refreshToken: 'r', expiresIn: 3600, userId: 'u-1' });

function setUp(changes: Partial<AutoLoginDependencies> = {}) {
  const steps: string[] = [];
  const deps: AutoLoginDependencies = {
    userAgent: person,
    replaceAddress: vi.fn(async (to: string) => void steps.push(`replace ${to}`)),
    logOut: vi.fn(async () => void steps.push('logOut')),
    logIn: vi.fn(async (credentials: { username: string; password: string }) => {
      steps.push(`logIn ${credentials.username} ${credentials.password}`);
      return tokens;
    }),
    fetchKey: vi.fn(async (): Promise<Envelope<AutoLoginKey>> => ok({ kid: 'k', key: '' })),
    reload: vi.fn(() => void steps.push('reload')),
    reportFailure: vi.fn(
      (answer: Envelope<unknown> | undefined) => void steps.push(`failure ${answer?.code}`),
    ),
    ...changes,
  };
  return { deps, steps };
}

afterEach(() => vi.restoreAllMocks());

const at = (search: string): AddressParts => ({ pathname: '/event/7', search, hash: '' });

describe('automatic e-mail login (spec 000 §2 navigation guard)', () => {
  it('strips the credentials, logs out the existing session, logs in, then reloads — in that order', async () => {
    const { deps, steps } = setUp();
    const outcome = await runAutoLogin(at('?lang=fr&username=ada@example.com&password=correct+horse'), deps);
    expect(outcome).toBe(AutoLoginOutcome.LoggedIn);
    expect(steps).toEqual([
      'replace /event/7?lang=fr',
      'logOut',
      'logIn ada@example.com correct horse',
      'reload',
    ]);
  });

  it('does nothing on an address without credentials', async () => {
    const { deps, steps } = setUp();
    expect(await runAutoLogin(at('?lang=fr'), deps)).toBe(AutoLoginOutcome.NoCredentials);
    expect(steps).toEqual([]);
  });

  it('skips bots, whose address still loses the credentials', async () => {
    const { deps, steps } = setUp({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    expect(await runAutoLogin(at('?username=ada@example.com&password=pw'), deps)).toBe(
      AutoLoginOutcome.SkippedBot,
    );
    expect(steps).toEqual(['replace /event/7']);
  });

  it('reports a refused login and stays on the page', async () => {
    const refused = { code: 10031, message: 'Incorrect email or password', data: null };
    const { deps, steps } = setUp({ logIn: vi.fn(async () => refused) });
    expect(await runAutoLogin(at('?username=ada@example.com&password=wrong'), deps)).toBe(
      AutoLoginOutcome.Failed,
    );
    expect(steps).toEqual(['replace /event/7', 'logOut', 'failure 10031']);
    expect(deps.reportFailure).toHaveBeenCalledWith(refused);
  });

  it('opens epw with the published key before logging in', async () => {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const sealed = new Uint8Array(
      await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode('from the mail')),
    );
    const base64Url = (bytes: Uint8Array) =>
      Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const published = {
      kid: 'k-1',
      key: base64Url(new Uint8Array(await crypto.subtle.exportKey('raw', key))),
    };
    const { deps, steps } = setUp({ fetchKey: vi.fn(async () => ok(published)) });

    const epw = base64Url(new Uint8Array([...iv, ...sealed]));
    expect(await runAutoLogin(at(`?username=ada@example.com&epw=${epw}`), deps)).toBe(
      AutoLoginOutcome.LoggedIn,
    );
    expect(steps).toEqual(['replace /event/7', 'logOut', 'logIn ada@example.com from the mail', 'reload']);
  });

  it('reports a failure without an answer when epw does not open', async () => {
    const { deps, steps } = setUp();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await runAutoLogin(at('?username=ada@example.com&epw=not-a-sealed-password'), deps)).toBe(
      AutoLoginOutcome.Failed,
    );
    expect(steps).toEqual(['replace /event/7', 'logOut', 'failure undefined']);
  });

  it('reports the refusal when the key cannot be fetched', async () => {
    const missing: Envelope<AutoLoginKey> = { code: 4004, message: 'Not found', data: { kid: '', key: '' } };
    const { deps, steps } = setUp({ fetchKey: vi.fn(async () => missing) });
    expect(await runAutoLogin(at('?username=ada@example.com&epw=abcdefghijklmnopqrstuvwxyz'), deps)).toBe(
      AutoLoginOutcome.Failed,
    );
    expect(steps).toEqual(['replace /event/7', 'logOut', 'failure 4004']);
  });
});
