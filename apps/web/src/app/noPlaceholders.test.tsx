import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { appRoutes } from './router.tsx';

const joinPath = (parent: string, path: string | undefined) =>
  path === undefined ? parent : `${parent.replace(/\/$/, '')}/${path}`.replace(/^\/\//, '/');

/** Every route of the table with its full path, children after their parent. */
function walk(routes: RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return routes.flatMap((route) => {
    const path = joinPath(parent, route.path);
    return [{ path: path || '/', route }, ...walk(route.children ?? [], path)];
  });
}

/** What a route renders once its code is loaded: its element, or its Component as an element's type. */
async function pageOf(route: RouteObject): Promise<unknown> {
  const loaded = typeof route.lazy === 'function' ? await route.lazy() : {};
  const element = 'element' in loaded ? loaded.element : route.element;
  if (isValidElement(element)) return element.type;
  return ('Component' in loaded ? loaded.Component : undefined) ?? route.Component;
}

describe('the route table (issue 25: no route shows "Page in progress")', () => {
  it('gives every route without children a page or a redirect, and no locale keeps a placeholder text', async () => {
    const routes = walk(appRoutes);
    expect(routes.length).toBeGreaterThan(40);
    const pageless: string[] = [];
    for (const { path, route } of routes) {
      if (route.children?.length) continue;
      const page = await pageOf(route);
      // A route with no page of its own redirects in its loader (/home, /signin, the not-found catch-all).
      if (typeof page !== 'function' && typeof page !== 'object' && !route.loader) pageless.push(path);
    }
    expect(pageless).toEqual([]);
    // The placeholder page and its "Page in progress" are gone: a route cannot fall back on them.
    expect(Object.keys(en)).not.toContain('placeholder');
  });
});
