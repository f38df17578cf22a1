// The real local API (Fastify + migrated, seeded in-memory PGlite) listening on a free port, with a
// gate in front of it. Model tests render the real app against it.
import type { AddressInfo } from 'node:net';
import {
  createTestApp,
  type TestApp,
  type TestAppOptions,
} from '../../../server/test-support/test-app';
import { createGate, type Gate } from './gate';

export type LiveApi = { testApp: TestApp; serverUrl: string; gate: Gate; close(): Promise<void> };

/** `options` go to createTestApp (e.g. `{ config: { betaEnded: true } }`); none: the default server. */
export async function startLiveApi(options: TestAppOptions = {}): Promise<LiveApi> {
  const testApp = await createTestApp(options);
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  const serverUrl = `http://127.0.0.1:${port}`;
  const gate = await createGate(serverUrl);
  return {
    testApp,
    serverUrl,
    gate,
    async close() {
      await gate.close();
      await testApp.close();
    },
  };
}
