import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../src/shared/api/status-codes.ts';
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
  // What `vite build` writes beside each text asset (vite-plugin-compression2).
  for (const file of ['index.html', path.join('assets', 'index-AbC123.js')]) {
    const plain = file.endsWith('.html') ? MOBILE : 'console.log(1)';
    await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(plain));
    await writeFile(path.join(dist, `${file}.gz`), gzipSync(plain));
  }
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

describe('compression and revalidation', () => {
  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves the precompressed file the browser accepts best, and says it varies', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');

    const plain = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('serves client routes compressed too, revalidated on every load', async () => {
    const response = await get('/quests', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(MOBILE);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('sends the page headers with a precompressed page too', async () => {
    await writeFile(path.join(dist, 'pc', 'index.html.br'), brotliCompressSync(DESKTOP));
    for (const encoding of ['br', 'identity']) {
      const response = await get('/pc/index.html', { 'accept-encoding': encoding });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-security-policy'], encoding).toContain("default-src 'self'");
      expect(response.headers['x-frame-options'], encoding).toBe('SAMEORIGIN');
    }
  });

  it('answers a repeat request with 304 when nothing changed', async () => {
    for (const url of ['/assets/index-AbC123.js', '/home', '/']) {
      const first = await get(url, { 'accept-encoding': 'br' });
      const etag = first.headers['etag'];
      expect(etag, url).toBeTruthy();
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
    }
  });

  it('compresses JSON answers over 1 KiB, and leaves small ones alone', async () => {
    const games = await get('/api/Game/PartneredGames?page=1&size=10', { 'accept-encoding': 'br' });
    expect(games.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(games.rawPayload).toString());
    expect(body.status).toBe(0);
    expect(JSON.stringify(body).length).toBeGreaterThan(1024);

    const small = await get('/api/Nope', { 'accept-encoding': 'br' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
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
