import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../src/api/status-codes.ts';
import { createTestApp, envelopeOf, type TestApp } from '../test-support/test-app.ts';
import { buildApp } from '../app.ts';

const MOBILE = '<!doctype html><title>mobile</title>';
const DESKTOP = '<!doctype html><title>desktop</title>';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, 'pc'));
  await writeFile(path.join(dist, 'index.html'), MOBILE);
  await writeFile(path.join(dist, 'pc', 'index.html'), DESKTOP);
  await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ distDir: dist });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const fetchPath = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
  t.app.inject({ method, url });

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');
}

describe('serving the built client', () => {
  it('serves / and every client route as index.html, revalidated on each load', async () => {
    for (const url of [
      '/',
      '/home',
      '/quests/desc?id=3&code=x',
      '/profile/invited',
      '/login/loginCode',
    ]) {
      const response = await fetchPath(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(MOBILE);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response.headers);
    }
  });

  it('serves the desktop page', async () => {
    const response = await fetchPath('/pc/index.html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(DESKTOP);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const response = await fetchPath('/assets/index-AbC123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response.headers);
    expect((await fetchPath('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('does not fall back for missing files, the API, images or non-GET requests', async () => {
    for (const url of ['/assets/missing.js', '/missing.png', '/images/nope', '/api/Nope']) {
      const response = await fetchPath(url);
      expect(response.statusCode, url).toBe(404);
      expect(envelopeOf(response).status).toBe(STATUS.DataNotExist.code);
      expectSecurityHeaders(response.headers);
    }
    expect((await fetchPath('/home', 'POST')).statusCode).toBe(404);
  });

  it('still answers the API', async () => {
    const response = await fetchPath('/api/Game/PartneredGames');
    expect(envelopeOf(response).status).toBe(0);
  });

  it('refuses to start on a dist dir without index.html', async () => {
    await expect(buildApp({ db: t.testDb.db, distDir: path.join(dist, 'assets') })).rejects.toThrow(
      /index\.html/,
    );
  });
});

describe('without a dist dir', () => {
  it('answers client routes with the 404 envelope', async () => {
    const bare = await buildApp({ db: t.testDb.db });
    try {
      const response = await bare.inject({ method: 'GET', url: '/home' });
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response).status).toBe(STATUS.DataNotExist.code);
    } finally {
      await bare.close();
    }
  });
});
