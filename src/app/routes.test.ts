// The router is built from the route table: every row is a route, a login page is guarded, a
// redirect-only row redirects, and every other row loads its screen lazily.
import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_LIST, ROUTES, isNavHidden, titleKeyFor, type ScreenName } from '../config/routes';
import type { Viewer } from '../shared/api/viewer';
import { createRoutes } from './routes';

/** The screens whose route starts their first reads beside their code (decision 057). */
const READING_SCREENS: readonly ScreenName[] = [
  'home',
  'explore',
  'quests',
  'questDetail',
  'reward',
  'profile',
];

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
    } else if (READING_SCREENS.includes(route.screen)) {
      expect(typeof signedIn?.loader).toBe('function');
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

describe('a route loader starts its screen’s first reads (issue 30 item 2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The query keys a loader put in flight for `address`, read by `viewer`. */
  async function readsOf(address: string, viewer: Viewer): Promise<string[]> {
    // The reads stay in flight: what is asked is the point, not the answers.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const client = new QueryClient();
    const url = new URL(address, 'http://localhost');
    const [shell] = createRoutes(() => viewer.uid !== '', {
      client,
      viewer: () => Promise.resolve(viewer),
    });
    const route = routeAt(shell?.children?.[0]?.children ?? [], url.pathname);
    const loader = route?.loader as (args: Pick<LoaderFunctionArgs, 'request'>) => Promise<unknown>;
    expect(await loader({ request: new Request(url) })).toBeNull();
    const keys = client
      .getQueryCache()
      .findAll()
      .map((query) => JSON.stringify(query.queryKey));
    client.clear();
    return keys.sort();
  }

  const member: Viewer = { uid: '42', lang: 'zh-TW' };
  const visitor: Viewer = { uid: '', lang: 'en-US' };

  it('/quests: the games, the trending events and the list of the address’s filter', async () => {
    const keys = await readsOf('/quests?kind=daily&game=3', member);
    expect(keys).toHaveLength(3);
    expect(keys.join()).toContain('"zh-TW"');
    expect(keys.find((key) => key.includes('"list"'))).toMatch(/"gameId":3/);
  });

  it('/quests/desc: the quest of the address, nothing for an address without an id', async () => {
    expect(await readsOf('/quests/desc?id=7', visitor)).toEqual([
      expect.stringMatching(/^\["quests",.*7/),
    ]);
    expect(await readsOf('/quests/desc?id=x', visitor)).toEqual([]);
  });

  it('/profile: a member’s cards at once, a visitor’s nothing', async () => {
    expect((await readsOf('/profile', member)).length).toBe(7);
    expect(await readsOf('/profile', visitor)).toEqual([]);
  });

  it.each(['/home', '/explore', '/reward'])(
    '%s reads what its screen reads first',
    async (path) => {
      expect((await readsOf(path, visitor)).length).toBeGreaterThan(0);
    },
  );
});
