import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of the lazy routes that render `paths`. A test that renders through the router loads them
 * first (in `beforeAll`): the first import of a page can take longer than a find waits (1 s) on a loaded
 * machine, and what a find waits for is the page, not its code.
 */
export async function loadLazyRoutes(routes: RouteObject[], ...paths: string[]): Promise<void> {
  const matched = paths.flatMap((path) => matchRoutes(routes, path) ?? []);
  await Promise.all(
    matched.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
  );
}
