// @vitest-environment node
// The request helper against a scripted HTTP peer on loopback: each case is a response the real
// platform (or a broken proxy) can send, and what the member and the session get from it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod/mini';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../config/constants';
import type { Endpoint } from './endpoint';
import { ApiError } from './errors';
import {
  configureRequests,
  request,
  requestsSettled,
  requestWithTotal,
  type RequestPolicy,
} from './request';

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
let reply: (req: Seen) => { status?: number; body: string; delayMs?: number } = () => ({
  body: '{}',
});
const seen: Seen[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(entry);
      const answer = reply(entry);
      const send = () => {
        // Node's own Date header is a cached second that a busy event loop refreshes late.
        res.writeHead(answer.status ?? 200, {
          'Content-Type': 'application/json',
          Date: new Date().toUTCString(),
        });
        res.end(answer.body);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});

let policy: RequestPolicy & { path: string; token: string | null };
const events: string[] = [];
beforeEach(() => {
  seen.length = 0;
  events.length = 0;
  policy = {
    path: '/home',
    token: 'bearer-1',
    baseUrl: base,
    getAccessToken: () => policy.token,
    isSessionExpiryPaused: () => policy.path === '/reback',
    onRequestStart: () => events.push('start'),
    onRequestEnd: () => events.push('end'),
    onSessionInvalid: () => events.push('sessionInvalid'),
    notify: (key, fallback) => events.push(`notify:${key}:${fallback}`),
    getLanguage: () => 'zh-TW',
  };
  configureRequests(policy);
});

const post: Endpoint = {
  path: '/api/Member/Messages',
  method: 'POST',
  auth: true,
  tracksLoading: true,
};
const get: Endpoint = {
  path: '/api/Member/MemberInfo',
  method: 'GET',
  auth: true,
  tracksLoading: true,
};
const untracked: Endpoint = {
  path: '/api/Member/ReadMessage',
  method: 'POST',
  auth: true,
  tracksLoading: false,
};
const publicPost: Endpoint = {
  path: '/api/Member/Login',
  method: 'POST',
  auth: false,
  tracksLoading: true,
};
const Items = z.array(z.object({ id: z.number() }));
const ok = (data: unknown, extra: object = {}) =>
  JSON.stringify({ status: 0, message: 'Success', data, ...extra });

describe('what is sent (docs/product/app.md)', () => {
  it('POST: JSON body, bearer, DeviceType pc', async () => {
    reply = () => ({ body: ok([]) });
    await request(post, { page: 1, size: 4 }, Items);
    const [req] = seen;
    expect(req?.method).toBe('POST');
    expect(JSON.parse(req?.body ?? '')).toEqual({ page: 1, size: 4 });
    expect(req?.headers['content-type']).toBe('application/json');
    expect(req?.headers.authorization).toBe('Bearer bearer-1');
    expect(req?.headers.devicetype).toBe('pc');
    // The member's language, so mails (verification codes) come in it.
    expect(req?.headers['accept-language']).toBe('zh-TW');
  });
  it('GET: payload as query parameters, no body', async () => {
    reply = () => ({ body: ok([]) });
    await request(get, { a: 1, b: 'x y', skip: undefined }, Items);
    expect(seen[0]?.url).toBe('/api/Member/MemberInfo?a=1&b=x+y');
    expect(seen[0]?.body).toBe('');
  });
  it('no bearer on calls that do not need it', async () => {
    reply = () => ({ body: ok([]) });
    await request(publicPost, {}, Items);
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });
});

describe('what comes back', () => {
  it('resolves data on status 0, with total for lists', async () => {
    reply = () => ({ body: ok([{ id: 1 }], { total: 30 }) });
    await expect(requestWithTotal(post, {}, Items)).resolves.toEqual({
      data: [{ id: 1 }],
      total: 30,
    });
    expect(events).toEqual(['start', 'end']);
  });
  it('a nonzero status: translated danger notice, rejection with status and message', async () => {
    reply = () => ({
      body: JSON.stringify({ status: 2001, message: 'Account or password error', data: null }),
    });
    const error = await request(post, {}, Items).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 2001,
      message: 'Account or password error',
      kind: 'status',
    });
    expect(events).toContain(
      'notify:errors.status.AccountOrPasswordError:Account or password error',
    );
  });
  it("an unknown status shows the server's own message (no key)", async () => {
    reply = () => ({
      body: JSON.stringify({ status: 9999, message: 'Brand new error', data: null }),
    });
    await request(post, {}, Items).catch(() => undefined);
    expect(events).toContain('notify:null:Brand new error');
  });
  it('suppressNotice: rejects without a notice', async () => {
    reply = () => ({ body: JSON.stringify({ status: 2001, message: 'x', data: null }) });
    await expect(request(post, {}, Items, { suppressNotice: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(events.some((e) => e.startsWith('notify'))).toBe(false);
  });
  it('a response that fails its schema is an error with a clear notice, not a crash', async () => {
    reply = () => ({ body: ok([{ id: 'not a number' }]) });
    await expect(request(post, {}, Items)).rejects.toMatchObject({ kind: 'schema' });
    expect(events).toContain('notify:errors.badResponse:Response did not match its schema');
  });
  it('a body that is not an envelope, or not JSON, is an error too', async () => {
    reply = () => ({ body: '<html>proxy error</html>', status: 502 });
    await expect(request(post, {}, Items)).rejects.toMatchObject({ kind: 'http', status: 502 });
    reply = () => ({ body: JSON.stringify({ hello: 'world' }) });
    await expect(request(post, {}, Items)).rejects.toMatchObject({ kind: 'schema' });
  });
});

describe('session expiry (docs/product/app.md, §8)', () => {
  it.each([401, 403])('HTTP %i forgets the login', async (code) => {
    reply = () => ({
      status: code,
      body: JSON.stringify({
        status: 3001,
        message: 'Token does not exist',
        data: null,
        tokenInvalid: true,
      }),
    });
    await request(post, {}, Items).catch(() => undefined);
    expect(events.filter((e) => e === 'sessionInvalid')).toHaveLength(1);
  });
  it('a tokenInvalid flag forgets the login', async () => {
    reply = () => ({
      body: JSON.stringify({
        status: 3005,
        message: 'Token logout',
        data: null,
        tokenInvalid: true,
      }),
    });
    await request(post, {}, Items).catch(() => undefined);
    expect(events).toContain('sessionInvalid');
  });
  it('not while the composition root pauses expiry (on /reback)', async () => {
    policy.path = '/reback';
    reply = () => ({
      status: 401,
      body: JSON.stringify({ status: 3001, message: 'x', data: null, tokenInvalid: true }),
    });
    await request(post, {}, Items).catch(() => undefined);
    reply = () => ({
      body: JSON.stringify({ status: 3005, message: 'x', data: null, tokenInvalid: true }),
    });
    await request(post, {}, Items).catch(() => undefined);
    expect(events).not.toContain('sessionInvalid');
  });
  it("not for a token being checked: it goes as the bearer, and its refusal keeps the session's", async () => {
    reply = () => ({
      status: 401,
      body: JSON.stringify({ status: 3001, message: 'x', data: null, tokenInvalid: true }),
    });
    await request(get, undefined, Items, { accessToken: 'from-link' }).catch(() => undefined);
    reply = () => ({
      body: JSON.stringify({ status: 3003, message: 'x', data: null, tokenInvalid: true }),
    });
    await request(get, undefined, Items, { accessToken: 'from-link' }).catch(() => undefined);
    expect(seen.map((r) => r.headers.authorization)).toEqual([
      'Bearer from-link',
      'Bearer from-link',
    ]);
    expect(events).not.toContain('sessionInvalid');
  });
});

describe('the loading flag', () => {
  it('is not touched by untracked calls (message polling, mark-as-read)', async () => {
    reply = () => ({ body: ok(null) });
    await request(untracked, { id: 1 }, z.unknown());
    expect(events).toEqual([]);
  });
  it('always ends, whatever happens', async () => {
    reply = () => ({ body: 'garbage' });
    await request(post, {}, Items).catch(() => undefined);
    expect(events.filter((e) => e === 'start')).toHaveLength(1);
    expect(events.filter((e) => e === 'end')).toHaveLength(1);
  });
});

describe('a call that never answers', () => {
  it('is abandoned after the time-out with the generic message, and the flag ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      reply = () => ({ body: ok([]), delayMs: 60_000 });
      const pending = request(post, {}, Items).catch((e: unknown) => e);
      await vi.waitFor(() => expect(seen).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(TIMING.REQUEST_TIMEOUT_MS);
      expect(await pending).toMatchObject({ kind: 'timeout' });
      expect(events).toContain('notify:errors.generic:Request timed out');
      expect(events.at(-1)).toBe('end');
    } finally {
      vi.useRealTimers();
    }
  });
  it('an answer is reported even if the caller cancels while handling it (session expiry)', async () => {
    const controller = new AbortController();
    policy.onSessionInvalid = () => {
      events.push('sessionInvalid');
      controller.abort(); // what clearing the member's cached queries does
    };
    reply = () => ({
      body: JSON.stringify({
        status: 3005,
        message: 'Token logout',
        data: null,
        tokenInvalid: true,
      }),
    });
    await request(post, {}, Items, { signal: controller.signal }).catch(() => undefined);
    expect(events).toContain('notify:errors.status.TokenLogout:Token logout');
  });
  it('a per-call tracksLoading overrides the endpoint', async () => {
    reply = () => ({ body: ok([]) });
    await request(post, {}, Items, { tracksLoading: false });
    await request(untracked, {}, Items, { tracksLoading: true });
    expect(events).toEqual(['start', 'end']);
  });
  it("a caller's own cancel is not reported to the member", async () => {
    reply = () => ({ body: ok([]), delayMs: 200 });
    const controller = new AbortController();
    const pending = request(post, {}, Items, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    expect(await pending).toBeInstanceOf(ApiError);
    expect(events.some((e) => e.startsWith('notify'))).toBe(false);
  });
});

describe('the app torn down (its lifetime signal aborted)', () => {
  it('cancels the calls in flight quietly; each reports its end before requestsSettled resolves', async () => {
    reply = () => ({ body: ok([]), delayMs: 5_000 });
    const lifetime = new AbortController();
    policy.signal = lifetime.signal;
    const pending = [post, get].map((e) => request(e, {}, Items).catch((err: unknown) => err));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    lifetime.abort();
    await requestsSettled();
    expect(events).toEqual(['start', 'start', 'end', 'end']);
    for (const result of await Promise.all(pending))
      expect(result).toMatchObject({ kind: 'cancelled' });
  });
  it('a call started after the teardown is cancelled before it is sent', async () => {
    const lifetime = new AbortController();
    lifetime.abort();
    policy.signal = lifetime.signal;
    await expect(request(post, {}, Items)).rejects.toMatchObject({ kind: 'cancelled' });
    expect(seen).toHaveLength(0);
    expect(events).toEqual(['start', 'end']);
  });
});

describe('no answer at all: offline or a failed connection (issue 9 "offline read-only")', () => {
  /** An address where nothing listens: the connection is refused at once. */
  async function closedBase(): Promise<string> {
    const probe = http.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((r) => probe.close(() => r()));
    return `http://127.0.0.1:${port}`;
  }

  it('online, a refused connection is a network error with its notice', async () => {
    policy.baseUrl = await closedBase();
    policy.isOffline = () => false;
    await expect(request(post, {}, Items)).rejects.toMatchObject({
      kind: 'network',
      messageKey: 'errors.network',
    });
    expect(events.some((e) => e.startsWith('notify:errors.network:'))).toBe(true);
  });
  it('offline, a write fails at once with the offline message and is not sent or kept for later', async () => {
    const live = policy.baseUrl;
    policy.baseUrl = await closedBase();
    policy.isOffline = () => true;
    const error = await request(publicPost, { email: 'a@b.c' }, Items).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'offline', messageKey: 'offline.failed' });
    expect(events.some((e) => e.startsWith('notify:offline.failed:'))).toBe(true);
    // Back online, nothing is replayed: the next call is the only one the server sees.
    policy.baseUrl = live;
    policy.isOffline = () => false;
    reply = () => ({ body: ok([]) });
    await request(get, {}, Items);
    expect(seen.map((s) => s.method)).toEqual(['GET']);
  });
  it('quietWhenUnreachable: no notice for a call that got no answer, still a rejection', async () => {
    policy.baseUrl = await closedBase();
    for (const offline of [true, false]) {
      policy.isOffline = () => offline;
      await expect(request(post, {}, Items, { quietWhenUnreachable: true })).rejects.toMatchObject({
        kind: offline ? 'offline' : 'network',
      });
    }
    expect(events.some((e) => e.startsWith('notify'))).toBe(false);
  });
  it('quietWhenUnreachable does not hide an answer that says no', async () => {
    reply = () => ({ status: 500, body: '{"statusCode":500}' });
    await expect(request(post, {}, Items, { quietWhenUnreachable: true })).rejects.toMatchObject({
      kind: 'http',
    });
    expect(events).toContain('notify:errors.generic:HTTP 500');
  });
});

describe('answer times (the offline notice\'s "last updated")', () => {
  it('each successful answer reports its Date header', async () => {
    const answers: number[] = [];
    policy.onAnswer = (at) => answers.push(at);
    reply = () => ({ body: ok([]) });
    const before = Date.now();
    await request(post, {}, Items);
    expect(answers).toHaveLength(1);
    // The Date header has whole seconds.
    expect(answers[0]).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(answers[0]).toBeLessThanOrEqual(Date.now());
  });
  it('a failed answer reports nothing', async () => {
    const answers: number[] = [];
    policy.onAnswer = (at) => answers.push(at);
    reply = () => ({
      body: JSON.stringify({ status: 1001, message: 'Parameter error', data: null }),
    });
    await request(post, {}, Items).catch(() => undefined);
    expect(answers).toEqual([]);
  });
});
