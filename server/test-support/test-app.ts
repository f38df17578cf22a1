import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import { prepareDb } from '../db/prepare.ts';
import { createTestDb, type TestDb } from './test-db.ts';
import type { EnvelopeBody } from '../http/envelope.ts';
import { ENDPOINTS } from '../../src/api/endpoints.ts';
import { LoginResultSchema, type LoginResult } from '../../src/api/schemas/member.ts';

export type TestApp = { app: FastifyInstance; testDb: TestDb; close(): Promise<void> };

/** A migrated, seeded database behind an app that is never bound to a port. */
export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const testDb = await createTestDb();
  await prepareDb(testDb.db);
  const app = await buildApp({ db: testDb.db, logger: false, ...options });
  return {
    app,
    testDb,
    async close() {
      await app.close();
      await testDb.cleanup();
    },
  };
}

export function envelopeOf(response: LightMyRequestResponse): EnvelopeBody {
  return response.json<EnvelopeBody>();
}

export async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  accessToken?: string,
) {
  const headers: Record<string, string> = {};
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  return app.inject({ method: 'POST', url, payload: payload as object, headers });
}

export async function get(app: FastifyInstance, url: string, accessToken?: string) {
  const headers: Record<string, string> = {};
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  return app.inject({ method: 'GET', url, headers });
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<LoginResult> {
  const body = envelopeOf(await post(app, ENDPOINTS.login.path, { email, password }));
  expect(body.status).toBe(0);
  return LoginResultSchema.parse(body.data);
}
