import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { i18n, initI18n } from '../../lib/i18n/index.ts';
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
      '/api/user/v1/createGuest?v=43',
      expect.objectContaining({ method: 'POST' }),
    );
    uninstall();
  });
});
