import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/app/endpoints.ts';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { redactUrl } from './log-redaction.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('redactUrl', () => {
  it('hides the values of code, _token and other secrets, whatever their spelling, and keeps the rest', () => {
    expect(redactUrl('/reback?code=abc123&state=Mission_x_1_2')).toBe(
      '/reback?code=[redacted]&state=Mission_x_1_2',
    );
    expect(redactUrl('/home?_token=t0k&inviteCode=AB12')).toBe(
      '/home?_token=[redacted]&inviteCode=AB12',
    );
    expect(redactUrl('/x?CODE=1&%63ode=2&Access_Token=3&secret=4&password=5&token=6')).toBe(
      '/x?CODE=[redacted]&%63ode=[redacted]&Access_Token=[redacted]&secret=[redacted]&password=[redacted]&token=[redacted]',
    );
    expect(redactUrl('/x?code=1&code=2')).toBe('/x?code=[redacted]&code=[redacted]');
    expect(redactUrl('/x?%E0%A4%A=1&gameId=12')).toBe('/x?%E0%A4%A=1&gameId=12');
    expect(redactUrl('/api/Platform/Status')).toBe('/api/Platform/Status');
  });
});

describe('the request log', () => {
  it('never shows a sign-on code or a token, from the address or the body', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      db: t.testDb.db,
      logger: true,
      logStream: { write: (line) => lines.push(line) },
      log: () => {},
    });
    const secret = 'Zq9SignOnCodeThatMustNotBeLogged0123456789ab';
    try {
      await app.inject({ method: 'GET', url: `/reback?code=${secret}&state=Profile_x_0` });
      await app.inject({ method: 'GET', url: `/home?_token=${secret}` });
      await app.inject({ method: 'POST', url: ENDPOINTS.reback.path, payload: { code: secret } });
      await app.inject({
        method: 'POST',
        url: ENDPOINTS.checkThirdToken.path,
        payload: { gameId: 1, code: secret, secret },
      });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/reback?code=[redacted]&state=Profile_x_0');
    expect(log).not.toContain(secret);
  });
});
