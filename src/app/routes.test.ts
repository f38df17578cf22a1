// The router is built from the route table: every row is a route, a login page is guarded, a
// redirect-only row redirects, and every other row loads its screen lazily.
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_LIST, ROUTES, isNavHidden, titleKeyFor } from '../config/routes';
import { createRoutes } from './routes';

function tableChildren(hasAccessToken: boolean): RouteObject[] {
  const [shell] = createRoutes(() => hasAccessToken);
  return shell?.children?.[0]?.children ?? [];
}

const routeAt = (children: RouteObject[], path: string) =>
  children.find((child) => (path === '/' ? child.index === true : child.path === path));

describe('the router reads the route table', () => {
  it.each(ROUTE_LIST.map((route) => [route.path, route] as const))('%s', async (path, route) => {
    const signedIn = routeAt(tableChildren(true), path);
    const visitor = routeAt(tableChildren(false), path);
    expect(signedIn, `${path} is not a router route`).toBeDefined();
    if (route.screen === null) {
      const answer = (await (signedIn?.loader as () => Promise<Response>)()) as Response;
      expect(answer.headers.get('Location')).toBe(route.redirectTo);
      expect(signedIn?.lazy).toBeUndefined();
      return;
    }
    expect(typeof signedIn?.lazy).toBe('function');
    if (route.access === 'signedOut') {
      const answer = (signedIn?.loader as () => Response | null)();
      expect(answer?.headers.get('Location')).toBe(ROUTES.INDEX.path);
      expect((visitor?.loader as () => Response | null)()).toBeNull();
    } else {
      expect(signedIn?.loader).toBeUndefined();
    }
  });

  it('loads one screen module per table screen, the same for every row of a screen', () => {
    const children = tableChildren(false);
    const lazyOf = (path: string) => routeAt(children, path)?.lazy;
    expect(lazyOf(ROUTES.POLICY.path)).toBe(lazyOf(ROUTES.TERMS.path));
    expect(lazyOf(ROUTES.QUESTS.path)).not.toBe(lazyOf(ROUTES.QUESTS_MAJOR.path));
    expect(lazyOf(ROUTES.SIGN_UP.path)).not.toBe(lazyOf(ROUTES.LOGIN.path));
  });

  it('header and nav follow the table (docs/product/app.md "Shell")', () => {
    for (const path of ['/policy', '/terms', '/login', '/login/loginCode', '/login/signup'])
      expect(isNavHidden(path), path).toBe(true);
    for (const path of ['/home', '/home/', '/quests', '/profile', '/no-such-page'])
      expect(isNavHidden(path), path).toBe(false);
    expect(titleKeyFor('/quests/major')).toBe('titles.quests');
    expect(titleKeyFor('/login')).toBeNull();
    expect(titleKeyFor('/no-such-page')).toBeNull();
  });
});
