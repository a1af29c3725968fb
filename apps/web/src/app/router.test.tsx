import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { appRoutes } from './router.tsx';

type AppRouter = ReturnType<typeof createMemoryRouter>;

function whenSettled(router: AppRouter): Promise<void> {
  const isSettled = () => router.state.initialized && router.state.navigation.state === 'idle';
  return new Promise((resolve) => {
    if (isSettled()) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (!isSettled()) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Where the router ends after loading `url` (redirects followed), as pathname plus query. */
async function landingAddress(url: string): Promise<string> {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  await whenSettled(router);
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

describe('route table of spec 000 §2', () => {
  it.each([
    '/',
    '/events',
    '/events/summer-gala',
    '/signup',
    '/login',
    '/event/create',
    '/event/42',
    '/event/42/live',
    '/event/42/edit',
    '/event/42/replay/7',
    '/event/link/42/abc',
    '/event/42/invite/9',
    '/eventspage',
    '/roomspage',
    '/homepage',
    '/movies',
    '/create',
    '/myevent',
    '/myrecordings',
    '/movielist',
    '/portal',
    '/myPurchases',
    '/myPasses',
    '/myDonations',
    '/claimAccount',
    '/createRoom',
    '/createEvent',
    '/editEvent',
    '/analytics',
    '/analytics/stage',
    '/myMovies',
    '/myMovies/3',
    '/viewrecordings/event/5',
    '/recording/5/edit',
    '/replay/mnl/5/play',
    '/movie/5/play',
    '/device/connect',
    '/channel/mnl',
    '/channel/mnl/UPCOMING',
    '/channel/example',
    '/pass/8',
    '/contact',
    '/contact/success',
    '/notfound',
    '/user/ada',
    '/user/ada/edit',
    '/popup',
    '/meet/3/live',
    '/room/3',
    '/room/3/live',
  ])('serves %s', async (path) => {
    expect(await landingAddress(path)).toBe(path);
  });

  it.each([
    ['/signin', '/login'],
    ['/home', '/'],
    ['/fp', '/popup'],
    ['/channel/liveonstage33', '/channel/mnl'],
  ])('forwards the alias %s to %s', async (alias, target) => {
    expect(await landingAddress(alias)).toBe(target);
  });

  it('takes /channel/stage33 through /channel/liveonstage33 to /channel/mnl', async () => {
    expect(await landingAddress('/channel/stage33')).toBe('/channel/mnl');
  });

  it('keeps the query when forwarding an alias', async () => {
    expect(await landingAddress('/home?lang=zh&theme=dark')).toBe('/?lang=zh&theme=dark');
    expect(await landingAddress('/signin?lang=fr')).toBe('/login?lang=fr');
  });

  it('sends any other path to /notfound, keeping lang and theme only', async () => {
    expect(await landingAddress('/no/such/page?lang=zh&theme=dark&join=1')).toBe(
      '/notfound?lang=zh&theme=dark',
    );
  });

  it.each(['/event/link', '/event/link/42'])('sends %s (id or link missing) to /notfound', async (path) => {
    expect(await landingAddress(path)).toBe('/notfound');
  });
});
