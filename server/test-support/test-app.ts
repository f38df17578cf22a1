import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import { prepareDb } from '../db/prepare.ts';
import { TEST_SCRYPT_PARAMS, passwordHasher } from '../auth/password.ts';
import { createTestDb, type TestDb } from './test-db.ts';
import { statementLog, type StatementLog } from './statement-log.ts';
import { migratedDbSnapshot, preparedDbSnapshot } from './prepared-db.ts';
import type { EnvelopeBody } from '../http/envelope.ts';
import { ENDPOINTS } from '../../src/app/endpoints.ts';
import { LoginResultSchema, type LoginResult } from '../../src/shared/api/schemas/member.ts';

export type TestApp = { app: FastifyInstance; testDb: TestDb; close(): Promise<void> };

export type TestAppOptions = Partial<AppOptions> & {
  /** Registered return address of the seeded partnered games. */
  partnerReturnBase?: string;
  /**
   * A dump of a prepared database to start from (see createTestDb); it is still prepared after.
   * Default: the run's prepared database (prepared-db.ts) for an app on the real clock, the default
   * return base and the test password cost, whose seed it equals; otherwise the run's migrated
   * database, seeded here (initdb and the migrations were most of a fresh app's start). `null`: a
   * cluster of its own.
   */
  dbSnapshot?: Blob | null;
};

/** An app on `testDb` whose every statement is noted in `log` (a test counts one request's). */
export async function loggedApp(
  testDb: TestDb,
): Promise<{ app: FastifyInstance; log: StatementLog }> {
  const log = statementLog(testDb.db);
  const app = await buildApp({
    db: log.db,
    logger: false,
    log: () => {},
    scryptParams: TEST_SCRYPT_PARAMS,
  });
  return { app, log };
}

/** A migrated, seeded database behind an app that is never bound to a port. Outbox log lines are dropped. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { partnerReturnBase, dbSnapshot, ...appOptions } = options;
  const seedsAsPrepared = !appOptions.clock && !partnerReturnBase && !appOptions.scryptParams;
  const snapshot =
    dbSnapshot !== undefined
      ? dbSnapshot
      : await (seedsAsPrepared ? preparedDbSnapshot() : migratedDbSnapshot());
  const testDb = await createTestDb(snapshot ? { snapshot } : {});
  const passwords = passwordHasher(appOptions.scryptParams ?? TEST_SCRYPT_PARAMS);
  await prepareDb(testDb.db, {
    passwords,
    ...(appOptions.clock ? { clock: appOptions.clock } : {}),
    ...(partnerReturnBase ? { partnerReturnBase } : {}),
  });
  const app = await buildApp({
    db: testDb.db,
    logger: false,
    log: () => {},
    scryptParams: TEST_SCRYPT_PARAMS,
    ...appOptions,
  });
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

/** A POST from a given client address (the sign-in limits count per address). */
export async function postFrom(
  app: FastifyInstance,
  remoteAddress: string,
  url: string,
  payload: unknown,
) {
  return app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
}

/** The newest code mailed to `email`, read from the local outbox as a test (or a person) would. */
export async function codeFromOutbox(app: FastifyInstance, email: string): Promise<string> {
  const body = envelopeOf(
    await get(app, `${ENDPOINTS.devOutbox.path}?email=${encodeURIComponent(email)}`),
  );
  expect(body.status).toBe(0);
  const [newest] = body.data as { text: string }[];
  const code = /\b([0-9]{6})\b/.exec(newest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/**
 * Asks for a code of `codeType` and returns it from the outbox. `remoteAddress` (default 127.0.0.1):
 * the client address, which may ask for at most 20 codes an hour.
 */
export async function requestCode(
  app: FastifyInstance,
  email: string,
  codeType: string,
  remoteAddress?: string,
): Promise<string> {
  const payload = { email, codeType };
  const url = ENDPOINTS.verificationCode.path;
  const body = envelopeOf(
    await (remoteAddress ? postFrom(app, remoteAddress, url, payload) : post(app, url, payload)),
  );
  expect(body).toEqual({ status: 0, message: 'Success', data: null });
  return codeFromOutbox(app, email);
}

/** Signs up `email` with a Register code from the outbox (from `remoteAddress`): its login. */
export async function signUpMember(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress?: string,
): Promise<LoginResult> {
  const code = await requestCode(app, email, 'Register', remoteAddress);
  const body = envelopeOf(await post(app, ENDPOINTS.register.path, { email, password, code }));
  expect(body.status).toBe(0);
  return LoginResultSchema.parse(body.data);
}
