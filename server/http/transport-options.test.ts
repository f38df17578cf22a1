import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../src/shared/api/status-codes.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { HTTP_TIMEOUTS_MS } from './transport-options.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Sends `text` on a raw socket and resolves with what the server wrote before closing it. */
function halfSend(port: number, text: string): Promise<{ reply: string; afterMs: number }> {
  const startedAt = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve({ reply, afterMs: Date.now() - startedAt }));
  });
}

describe('slow clients', () => {
  it('gives a request 10 s for its headers and 30 s in all, not Node’s 60 s / 300 s', async () => {
    await t.app.ready();
    expect(t.app.server.headersTimeout).toBe(HTTP_TIMEOUTS_MS.headers);
    expect(t.app.server.requestTimeout).toBe(HTTP_TIMEOUTS_MS.request);
    expect(t.app.server.keepAliveTimeout).toBe(HTTP_TIMEOUTS_MS.keepAlive);
    expect(HTTP_TIMEOUTS_MS).toMatchObject({ headers: 10_000, request: 30_000 });
    // Node only then enforces them as set: its check runs every 30 s by default.
    expect(HTTP_TIMEOUTS_MS.check).toBeLessThanOrEqual(1_000);
  });

  it('drops a half-sent request once its time is up, answering 408 in the envelope', async () => {
    const quick = await createTestApp({
      httpTimeoutsMs: { headers: 300, request: 600, keepAlive: 1_000, check: 100 },
    });
    try {
      await quick.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = quick.app.server.address() as AddressInfo;
      const cases = [
        // Headers never finished.
        'GET /api/Platform/Status HTTP/1.1\r\nHost: x\r\nX-Slow: ',
        // Headers done, body promised and never sent.
        'POST /api/Member/Login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
      ];
      for (const text of cases) {
        const { reply, afterMs } = await halfSend(port, text);
        expect(reply).toMatch(/^HTTP\/1\.1 408 /);
        expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toMatchObject({
          status: STATUS.ParameterError.code,
          data: null,
        });
        expect(afterMs).toBeLessThan(5_000);
      }
    } finally {
      await quick.close();
    }
  });

  it('answers a request Node cannot parse in the envelope, not Fastify’s own body', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { reply } = await halfSend(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply).not.toMatch(/Client Error|statusCode/);
    expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4)).status).toBe(
      STATUS.ParameterError.code,
    );
  });
});
