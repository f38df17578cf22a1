import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../src/app/endpoints.ts';
import { DEMO_MEMBER } from './db/seed-data.ts';
import { REPO_ROOT } from './paths.ts';
import { startServer, stopServer, type ServerProcess } from './test-support/server-process.ts';
import { TEST_DATABASE_URL } from './test-support/test-db.ts';

let dataDir: string;
const running: ServerProcess[] = [];
const start = (env: Record<string, string> = {}) => {
  const server = startServer({ DATA_DIR: dataDir, ...env });
  running.push(server);
  return server;
};

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gamerhub-main-'));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => stopServer(server)));
  await rm(dataDir, { recursive: true, force: true });
});

async function call(
  base: string,
  endpoint: { path: string; method: string },
  body?: unknown,
  token?: string,
) {
  const response = await fetch(base + endpoint.path, {
    method: endpoint.method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { status: number; data: Record<string, unknown> | null };
}

async function signInDemo(base: string): Promise<string> {
  const { data } = await call(base, ENDPOINTS.login, {
    email: DEMO_MEMBER.email,
    password: DEMO_MEMBER.password,
  });
  return String(data?.access_token);
}

// PGlite's own data folder: the PostgreSQL run of this project (.ci/run) has nothing to add here.
// Each test starts real processes; on two busy cores one start can take 20 s.
describe.skipIf(TEST_DATABASE_URL)('one data folder, one server', { timeout: 90_000 }, () => {
  it('refuses a second server on the same DATA_DIR within 5 s, naming the first one’s pid; the first keeps serving and loses nothing', async () => {
    const first = start();
    const base = await first.ready;
    const token = await signInDemo(base);
    expect((await call(base, ENDPOINTS.setMemberInfo, { nickname: 'Kept' }, token)).status).toBe(0);

    const second = start();
    const outcome = await Promise.race([second.exited, sleep(5_000).then(() => null)]);
    expect(outcome, 'the second server was still running after 5 s').not.toBeNull();
    const { code, afterMs } = outcome!;
    expect(code).not.toBe(0);
    expect(afterMs).toBeLessThan(5_000);
    expect(second.output()).toContain(`in use by another server (pid ${first.child.pid})`);

    const info = await call(base, ENDPOINTS.memberInfo, undefined, token);
    expect(info.status).toBe(0);
    expect(info.data?.nickname).toBe('Kept');
  });

  it('starts over a lock left by a server killed with SIGKILL, with its data', async () => {
    const killed = start();
    const base = await killed.ready;
    const token = await signInDemo(base);
    expect(
      (await call(base, ENDPOINTS.setMemberInfo, { nickname: 'Survives' }, token)).status,
    ).toBe(0);
    await stopServer(killed, 'SIGKILL');

    const next = start();
    const nextBase = await next.ready;
    const info = await call(nextBase, ENDPOINTS.memberInfo, undefined, await signInDemo(nextBase));
    expect(info.data?.nickname).toBe('Survives');
  });
});

// Decision 075: the browser tests' cheap scrypt cost, allowed only to their own servers.
describe.skipIf(TEST_DATABASE_URL)('E2E_PASSWORD_COST', { timeout: 90_000 }, () => {
  it('refuses to start outside a browser-test folder, saying why', async () => {
    const server = start({ E2E_PASSWORD_COST: 'test' });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain('E2E_PASSWORD_COST=test refused');
    expect(server.output()).not.toContain('ready');
  });

  it('hashes at the test cost in a browser-test folder, where the seeded demo member signs in', async () => {
    const e2eDir = path.join(REPO_ROOT, '.data', `e2e-main-test-${process.pid}-${Date.now()}`);
    try {
      const server = start({ E2E_PASSWORD_COST: 'test', DATA_DIR: e2eDir });
      const base = await server.ready;
      expect(server.output()).toContain("Passwords: the browser tests' scrypt cost, N = 1024");
      const token = await signInDemo(base);
      expect((await call(base, ENDPOINTS.memberInfo, undefined, token)).status).toBe(0);
      await stopServer(server);
    } finally {
      await rm(e2eDir, { recursive: true, force: true });
    }
  });
});
