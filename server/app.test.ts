import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { Db } from './db/db.ts';
import { ENDPOINTS } from '../src/app/endpoints.ts';
import { STATUS } from '../src/shared/api/status-codes.ts';
import { EnvelopeSchema } from '../src/shared/api/schemas/envelope.ts';
import { createTestApp, envelopeOf, type TestApp } from './test-support/test-app.ts';
import { STATUS_MESSAGES } from './http/status-messages.ts';
import { HSTS, PERMISSIONS_POLICY } from './http/security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('envelope and errors', () => {
  it('answers an unknown /api path (or wrong method) with HTTP 404 DataNotExist', async () => {
    for (const [method, url] of [
      ['GET', '/api/Member/Nope'],
      ['POST', '/api/Game/PartneredGames'],
      ['GET', '/api'],
      ['GET', ENDPOINTS.verificationCode.path],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response)).toEqual({
        status: STATUS.DataNotExist.code,
        message: STATUS_MESSAGES.DataNotExist,
        data: null,
      });
    }
  });

  it('turns malformed JSON, a wrong content type and an oversized body into ParameterError', async () => {
    const cases = [
      { payload: '{"email":', headers: { 'content-type': 'application/json' } },
      { payload: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      {
        payload: JSON.stringify({ keyword: 'x'.repeat(70_000) }),
        headers: { 'content-type': 'application/json' },
      },
      { payload: '', headers: { 'content-type': 'application/json' } },
    ];
    for (const { payload, headers } of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.login.path,
        payload,
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(EnvelopeSchema.parse(response.json()).status).toBe(STATUS.ParameterError.code);
    }
  });

  it('answers a URL that does not decode with HTTP 400 ParameterError, never repeating the URL', async () => {
    for (const url of ['/%', '/api/Member/%zz-secret-path', '/images/%E0%A4%A']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        status: STATUS.ParameterError.code,
        message: STATUS_MESSAGES.ParameterError,
        data: null,
      });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('never repeats the path or the parser’s words in a framework error', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/Member/echo-me-404' }),
      t.app.inject({
        method: 'POST',
        url: ENDPOINTS.login.path,
        payload: '{"echo-me-400":',
        headers: { 'content-type': 'application/json' },
      }),
      t.app.inject({
        method: 'POST',
        url: ENDPOINTS.login.path,
        payload: 'echo-me-415',
        headers: { 'content-type': 'text/echo-me-415' },
      }),
    ]);
    for (const response of responses) {
      EnvelopeSchema.parse(response.json());
      expect(response.body).not.toMatch(/echo-me|JSON|Unexpected|Unsupported|FST_/i);
    }
  });

  it('puts the security headers on every kind of response, and no-store on the API', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: ENDPOINTS.partneredGames.path }),
      t.app.inject({ method: 'GET', url: ENDPOINTS.memberInfo.path }),
      t.app.inject({ method: 'GET', url: '/api/unknown' }),
      t.app.inject({ method: 'GET', url: '/images/icons/reward.svg' }),
      t.app.inject({ method: 'GET', url: '/api/%' }),
    ]);
    for (const response of responses) {
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(response.headers['permissions-policy']).toMatch(/camera=\(\)/);
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      // Plain HTTP: HSTS there is ignored by browsers and would only mislead.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    expect(responses[0]!.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only over TLS: a trusted proxy’s X-Forwarded-Proto counts, an untrusted one does not', async () => {
    const viaProxy = { 'x-forwarded-proto': 'https' };
    const url = ENDPOINTS.platformStatus.path;
    const direct = await t.app.inject({ method: 'GET', url, headers: viaProxy });
    expect(direct.headers['strict-transport-security']).toBeUndefined();

    const behindProxy = await buildApp({
      db: t.testDb.db,
      config: { trustProxy: true },
      log: () => {},
    });
    try {
      const overTls = await behindProxy.inject({ method: 'GET', url, headers: viaProxy });
      expect(overTls.headers['strict-transport-security']).toBe(HSTS);
      expect(overTls.headers['strict-transport-security']).toMatch(/^max-age=[1-9][0-9]{6,}/);
      const plain = await behindProxy.inject({ method: 'GET', url });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('answers an unexpected failure with HTTP 500 ServerError and no internals', async () => {
    const failing: Db = {
      query: () => Promise.reject(new Error('connection to secret-host:5432 refused')),
      exec: () => Promise.reject(new Error('unused')),
      transaction: () => Promise.reject(new Error('unused')),
      close: () => Promise.resolve(),
    };
    // With CODE_PEPPER the app reads no key from the database while it is built.
    const app = await buildApp({ db: failing, config: { codePepper: 'pepper' } });
    try {
      const response = await app.inject({ method: 'GET', url: ENDPOINTS.partneredGames.path });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        status: STATUS.ServerError.code,
        message: STATUS_MESSAGES.ServerError,
        data: null,
      });
      expect(response.body).not.toMatch(/secret-host|stack|at /);
    } finally {
      await app.close();
    }
  });
});
