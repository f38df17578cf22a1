// @vitest-environment node
// The service worker's runtime routes: what is kept, for whom, and that nothing that changes data
// has a route (so it is never answered from a cache, queued or replayed). The read handler is run
// as Workbox runs it: rebuilt from its source text, with no access to this module's scope.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from './endpoints';
import { OFFLINE_CACHES } from './offline-caches';
import {
  MEMBER_GET_PATHS,
  MEMBER_POST_READ_PATHS,
  keepFirstVisitAnswer,
  networkFirstRead,
  pathPattern,
  PUBLIC_GET_PATHS,
  PUBLIC_POST_READ_PATHS,
  runtimeCaching,
} from './sw-routes';

const ORIGIN = 'http://127.0.0.1:4180';
const READS = new Set([
  ...PUBLIC_GET_PATHS,
  ...PUBLIC_POST_READ_PATHS,
  ...MEMBER_GET_PATHS,
  ...MEMBER_POST_READ_PATHS,
]);

/** The handler as sw.js has it: its own source text, evaluated where nothing else is in scope. */
const serialisedRead = new Function(`return (${String(networkFirstRead)})`)() as (context: {
  request: Request;
}) => Promise<Response>;

type Store = Map<string, Response>;
function fakeCacheStorage() {
  const stores = new Map<string, Store>();
  const keyOf = (k: RequestInfo | URL) =>
    typeof k === 'string' ? k : k instanceof URL ? k.href : k.url;
  return {
    stores,
    async open(name: string) {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        match: async (k: RequestInfo | URL) => store.get(keyOf(k))?.clone(),
        put: async (k: RequestInfo | URL, r: Response) => void store.set(keyOf(k), r),
      };
    },
    delete: async (name: string) => stores.delete(name),
  };
}

let storage: ReturnType<typeof fakeCacheStorage>;
let network: (request: Request) => Promise<Response>;
beforeEach(() => {
  storage = fakeCacheStorage();
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('fetch', (request: Request) => network(request));
});
afterEach(() => vi.unstubAllGlobals());

const envelope = (body: object, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', Date: 'Tue, 24 Nov 2026 09:41:00 GMT' },
    ...init,
  });
const ok = (data: unknown) => envelope({ status: 0, message: 'Success', data });
const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};
const memberGet = (bearer: string | null, path = ENDPOINTS.memberInfo.path) =>
  new Request(`${ORIGIN}${path}`, {
    headers: {
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      'Accept-Language': 'en-US',
    },
  });
const messagesPost = (bearer: string, page: number) =>
  new Request(`${ORIGIN}${ENDPOINTS.messages.path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ page, size: 4 }),
  });
const read = async (request: Request) => (await serialisedRead({ request })).json();

describe('networkFirstRead (member reads, POST reads)', () => {
  it('answers from the network and keeps the answer; offline, the kept answer with its Date', async () => {
    network = async () => ok({ uid: '7' });
    expect(await read(memberGet('a'))).toMatchObject({ data: { uid: '7' } });
    network = offline;
    const kept = await serialisedRead({ request: memberGet('a') });
    expect(await kept.json()).toMatchObject({ data: { uid: '7' } });
    expect(kept.headers.get('Date')).toBe('Tue, 24 Nov 2026 09:41:00 GMT');
  });
  it('online, the network always wins over what was kept (no stale balance after a write)', async () => {
    network = async () => ok({ points: 10 });
    await read(memberGet('a'));
    network = async () => ok({ points: 110 });
    expect(await read(memberGet('a'))).toMatchObject({ data: { points: 110 } });
    network = offline;
    expect(await read(memberGet('a'))).toMatchObject({ data: { points: 110 } });
  });
  it("one member's answers never answer another member", async () => {
    network = async () => ok({ uid: '7' });
    await read(memberGet('a'));
    network = offline;
    await expect(serialisedRead({ request: memberGet('b') })).rejects.toThrow('Failed to fetch');
    await expect(serialisedRead({ request: memberGet(null) })).rejects.toThrow('Failed to fetch');
  });
  it('keys POST reads by their body: page 2 offline is not page 1', async () => {
    network = async (request) => ok({ page: ((await request.json()) as { page: number }).page });
    await read(messagesPost('a', 1));
    network = offline;
    expect(await read(messagesPost('a', 1))).toMatchObject({ data: { page: 1 } });
    await expect(serialisedRead({ request: messagesPost('a', 2) })).rejects.toThrow();
  });
  it('never keeps a refusal, an expired session or an HTTP error', async () => {
    for (const answer of [
      () => envelope({ status: 1001, message: 'Parameter error', data: null }),
      () => envelope({ status: 0, message: 'Success', data: {}, tokenInvalid: true }),
      () => envelope({ status: 3001, message: 'Token', data: null }, { status: 401 }),
      () => new Response('not json', { status: 200 }),
    ]) {
      network = async () => answer();
      await serialisedRead({ request: memberGet('a') });
    }
    expect(storage.stores.get(OFFLINE_CACHES.MEMBER_DATA)?.size ?? 0).toBe(0);
  });
  it("keeps the member's reads in the member cache and public reads in the public one", async () => {
    network = async () => ok([]);
    await read(memberGet('a'));
    await read(
      new Request(`${ORIGIN}${ENDPOINTS.gameSearch.path}`, {
        method: 'POST',
        body: '{"keyword":"orchard"}',
      }),
    );
    expect(storage.stores.get(OFFLINE_CACHES.MEMBER_DATA)?.size).toBe(1);
    expect(storage.stores.get(OFFLINE_CACHES.PUBLIC_DATA)?.size).toBe(1);
    // The bearer itself is never part of a key.
    const keys = [...storage.stores.values()].flatMap((s) => [...s.keys()]);
    expect(keys.join(' ')).not.toContain('Bearer');
  });
  it('names the same caches as the app, which clears the member one', () => {
    expect(String(networkFirstRead)).toContain(OFFLINE_CACHES.MEMBER_DATA);
    expect(String(networkFirstRead)).toContain(OFFLINE_CACHES.PUBLIC_DATA);
  });
});

describe('runtime routes', () => {
  const apiRoutes = runtimeCaching().filter((r) => r.urlPattern instanceof RegExp);
  const matches = (path: string, method: 'GET' | 'POST') =>
    apiRoutes.some(
      (r) => (r.method ?? 'GET') === method && (r.urlPattern as RegExp).test(`${ORIGIN}${path}`),
    );

  it('routes exactly the reads of home, profile and activity', () => {
    for (const endpoint of Object.values(ENDPOINTS)) {
      expect(matches(endpoint.path, endpoint.method), endpoint.path).toBe(READS.has(endpoint.path));
    }
  });
  it('never routes a write (claims, exchanges, sign-in, logout…) and never queues anything', () => {
    for (const path of [
      ENDPOINTS.login.path,
      ENDPOINTS.logout.path,
      ENDPOINTS.readMessage.path,
      ENDPOINTS.claimInviteReward.path,
      ENDPOINTS.revokeGame.path,
      ENDPOINTS.setMemberInfo.path,
      '/api/Mission/Claim',
      '/api/Mission/ClaimMission',
    ]) {
      expect(matches(path, 'POST'), path).toBe(false);
    }
    for (const route of runtimeCaching()) {
      expect(route.options && 'backgroundSync' in route.options).toBeFalsy();
    }
  });
  it('matches a path with or without a query, on this or another origin, and nothing longer', () => {
    const pattern = pathPattern([ENDPOINTS.memberInfo.path]);
    expect(pattern.test(`${ORIGIN}/api/Member/MemberInfo`)).toBe(true);
    expect(pattern.test(`${ORIGIN}/api/Member/MemberInfo?x=1`)).toBe(true);
    expect(pattern.test('https://api.example.com/api/Member/MemberInfo')).toBe(true);
    expect(pattern.test(`${ORIGIN}/api/Member/MemberInfoX`)).toBe(false);
    expect(pattern.test(`${ORIGIN}/x/api/Member/MemberInfo`)).toBe(false);
  });
});

describe('keepFirstVisitAnswer (a first visit, answered before the worker took the page)', () => {
  it("keeps a read the worker's route keeps, under the key the worker's handler reads back offline", async () => {
    await keepFirstVisitAnswer(messagesPost('a', 1), ok([{ id: 1 }]));
    await keepFirstVisitAnswer(memberGet(null, ENDPOINTS.partneredGames.path), ok([{ id: 2 }]));
    network = offline;
    expect(await read(messagesPost('a', 1))).toMatchObject({ data: [{ id: 1 }] });
    expect(await read(memberGet(null, ENDPOINTS.partneredGames.path))).toMatchObject({
      data: [{ id: 2 }],
    });
    await expect(read(messagesPost('a', 2))).rejects.toThrow();
  });
  it('keeps the public banners where their stale-while-revalidate route reads them', async () => {
    const banners = new Request(`${ORIGIN}${PUBLIC_GET_PATHS[0]}`);
    await keepFirstVisitAnswer(banners, ok([{ id: 3 }]));
    const kept = await (await storage.open(OFFLINE_CACHES.PUBLIC_DATA)).match(banners);
    expect(await kept?.json()).toMatchObject({ data: [{ id: 3 }] });
  });
  it('keeps no write, no read without a route and no refused answer', async () => {
    const post = (path: string) => new Request(`${ORIGIN}${path}`, { method: 'POST', body: '{}' });
    await keepFirstVisitAnswer(post(ENDPOINTS.login.path), ok({ token: 'x' }));
    await keepFirstVisitAnswer(post('/api/Mission/QuestList'), ok([]));
    await keepFirstVisitAnswer(memberGet('a'), envelope({ status: 1, message: 'No' }));
    expect([...storage.stores.values()].reduce((n, store) => n + store.size, 0)).toBe(0);
  });
});
