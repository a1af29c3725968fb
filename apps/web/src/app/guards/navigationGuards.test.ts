// @vitest-environment jsdom
import { httpContract } from '@limelight/protocol/http';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { i18n, initI18n } from '../../lib/i18n/index.ts';
import { writeStoredTheme } from '../../lib/preferences/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { installNavigationGuards } from './navigationGuards.ts';

const guestAnswer = {
  code: 200,
  message: 'success',
  data: { userToken: 'guest-token', uuid: 'g-1', expiresIn: 3600 },
};

function startRouter(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: null },
      { path: '/events', element: null },
      { path: '/event/:id/live', element: null },
      { path: '/room/:id', element: null },
      { path: '/room/:id/live', element: null },
    ],
    { initialEntries: [url] },
  );
  const uninstall = installNavigationGuards(router);
  return { router, uninstall };
}

beforeAll(() => initI18n('en'));

beforeEach(() => {
  useSessionStore.getState().clearSession();
  useDialogStore.getState().closeAllDialogs();
  localStorage.clear();
  document.documentElement.dataset.theme = 'light';
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({ status: 200, json: async () => guestAnswer })),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('navigation guards (spec 000 §2)', () => {
  it('applies lang and theme of the first address', async () => {
    const { uninstall } = startRouter('/?lang=zh&theme=dark');
    await vi.waitFor(() => expect(i18n.language).toBe('zh'));
    expect(document.documentElement.lang).toBe('zh');
    expect(document.documentElement.dataset.theme).toBe('dark');
    uninstall();
  });

  it('keeps the language and theme when the next address names none, and falls back to en for an unknown one', async () => {
    const { router, uninstall } = startRouter('/?lang=fr&theme=dark');
    await vi.waitFor(() => expect(i18n.language).toBe('fr'));
    await router.navigate('/events');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(i18n.language).toBe('fr');
    await router.navigate('/events?lang=klingon');
    await vi.waitFor(() => expect(i18n.language).toBe('en'));
    uninstall();
  });

  it('applies the theme the person last chose when a first address names none (issue 22)', () => {
    writeStoredTheme(localStorage, 'dark');
    delete document.documentElement.dataset.theme;
    const { uninstall } = startRouter('/events');
    expect(document.documentElement.dataset.theme).toBe('dark');
    uninstall();
  });

  it('closes every dialog on navigation', async () => {
    const { router, uninstall } = startRouter('/');
    useDialogStore.getState().openDialog('login');
    await router.navigate('/events');
    expect(useDialogStore.getState().openDialogs).toEqual([]);
    uninstall();
  });

  it('creates a guest session when there is none', async () => {
    const { uninstall } = startRouter('/');
    await vi.waitFor(() =>
      expect(useSessionStore.getState().session).toMatchObject({ userId: 'g-1', isGuest: true }),
    );
    expect(fetch).toHaveBeenCalledWith(
      `${httpContract.users.createGuest.path}?v=43`,
      expect.objectContaining({ method: 'POST' }),
    );
    uninstall();
  });
});

describe('automatic e-mail login (spec 000 §2)', () => {
  const refusedLogin = { code: 10031, message: 'Incorrect email or password', data: null };

  function answerByPath(answers: Record<string, unknown>) {
    const fetch = vi.fn(async (url: string) => ({
      status: 200,
      json: async () => answers[new URL(url, 'http://limelight.test').pathname] ?? guestAnswer,
    }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  afterEach(() => vi.restoreAllMocks());

  it('strips the credentials from the address and tells a refused visitor why', async () => {
    const fetch = answerByPath({ [httpContract.passport.login.path]: refusedLogin });
    const { router, uninstall } = startRouter(
      '/events?lang=en&username=ada@example.com&password=wrong-password',
    );

    await vi.waitFor(() => expect(useDialogStore.getState().openDialogs).toEqual(['login']));
    expect(router.state.location.pathname + router.state.location.search).toBe('/events?lang=en');
    expect(fetch).toHaveBeenCalledWith(
      `${httpContract.passport.login.path}?v=43`,
      expect.objectContaining({
        body: JSON.stringify({ username: 'ada@example.com', password: 'wrong-password' }),
      }),
    );
    // The visitor goes on as a guest.
    await vi.waitFor(() => expect(useSessionStore.getState().session).toMatchObject({ isGuest: true }));
    uninstall();
  });

  it('logs out the session the browser had before logging in', async () => {
    useSessionStore
      .getState()
      .saveSession(
        { userToken: 'old-token', refreshToken: 'old-refresh', expiresIn: 3600, userId: 'u-old' },
        { isGuest: false },
      );
    const fetch = answerByPath({
      [httpContract.passport.login.path]: refusedLogin,
      [httpContract.passport.logout.path]: { code: 200, message: 'success', data: null },
    });
    const { uninstall } = startRouter('/?username=ada@example.com&password=wrong-password');

    await vi.waitFor(() => expect(useDialogStore.getState().openDialogs).toEqual(['login']));
    const paths = fetch.mock.calls.map(([url]) => new URL(url, 'http://limelight.test').pathname);
    expect(paths.indexOf(httpContract.passport.logout.path)).toBeLessThan(
      paths.indexOf(httpContract.passport.login.path),
    );
    expect(fetch).toHaveBeenCalledWith(
      `${httpContract.passport.logout.path}?v=43`,
      expect.objectContaining({ body: JSON.stringify({ refreshToken: 'old-refresh' }) }),
    );
    uninstall();
  });

  it('skips bots: no login, and the address still loses the credentials', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1)');
    const fetch = answerByPath({});
    const { router, uninstall } = startRouter('/events?username=ada@example.com&password=pw&theme=dark');

    await vi.waitFor(() => expect(router.state.location.search).toBe('?theme=dark'));
    await vi.waitFor(() => expect(useSessionStore.getState().session).toMatchObject({ isGuest: true }));
    expect(fetch).not.toHaveBeenCalledWith(`${httpContract.passport.login.path}?v=43`, expect.anything());
    uninstall();
  });

  it('logs a guest out on leaving the live page, and a new guest session follows', async () => {
    useSessionStore
      .getState()
      .saveSession(
        { userToken: 'old-guest', refreshToken: '', expiresIn: 3600, userId: 'g-0' },
        { isGuest: true },
      );
    const { router, uninstall } = startRouter('/event/e1/live');
    await router.navigate('/event/e1/live?lang=fr');
    expect(useSessionStore.getState().session?.userId).toBe('g-0');
    await router.navigate('/events');
    await vi.waitFor(() => expect(useSessionStore.getState().session?.userId).toBe('g-1'));
    uninstall();
  });

  it('logs a guest out on leaving a live room, not on entering it from the pre-room', async () => {
    useSessionStore
      .getState()
      .saveSession(
        { userToken: 'old-guest', refreshToken: '', expiresIn: 3600, userId: 'g-0' },
        { isGuest: true },
      );
    const { router, uninstall } = startRouter('/room/r1');
    await router.navigate('/room/r1/live');
    expect(useSessionStore.getState().session?.userId).toBe('g-0');
    await router.navigate('/events');
    await vi.waitFor(() => expect(useSessionStore.getState().session?.userId).toBe('g-1'));
    uninstall();
  });

  it('keeps a member signed in on leaving the live page', async () => {
    useSessionStore
      .getState()
      .saveSession(
        { userToken: 'member', refreshToken: 'r', expiresIn: 3600, userId: 'm-1' },
        { isGuest: false },
      );
    const { router, uninstall } = startRouter('/event/e1/live');
    await router.navigate('/events');
    expect(useSessionStore.getState().session?.userId).toBe('m-1');
    uninstall();
  });
});
