// The browser tests' servers hash at the test cost: each of their hundreds of sign-ups and sign-ins
// would otherwise spend the production scrypt work (about a second of a core each) on a throwaway
// database (decision 075). The setting can never reach a real server: it is honoured only on a
// loopback HOST serving an embedded database in the repo's `.data/e2e-*` folders, and anywhere else
// the server refuses to start rather than hash at a cost nobody meant.
import path from 'node:path';
import { listenHost, isLoopbackHost } from '../config.ts';
import { E2E_DATA_PREFIX, pgliteDataDir } from '../db/data-dir.ts';
import { REPO_ROOT } from '../paths.ts';
import { PRODUCTION_SCRYPT_PARAMS, TEST_SCRYPT_PARAMS, type ScryptParams } from './password.ts';

export const E2E_PASSWORD_COST = 'E2E_PASSWORD_COST';

/** The setting was given where it is not allowed; main.ts prints the message and exits. */
export class E2ePasswordCostRefusedError extends Error {}

/** Where a browser-test server keeps its database: directly inside `<repo>/.data`, named `e2e-…`. */
export function isE2eDataDir(dataDir: string): boolean {
  const resolved = path.resolve(REPO_ROOT, dataDir);
  return (
    path.dirname(resolved) === path.join(REPO_ROOT, '.data') &&
    path.basename(resolved).startsWith(E2E_DATA_PREFIX)
  );
}

/**
 * The scrypt cost this server hashes at: production, unless E2E_PASSWORD_COST=test on a server
 * only this machine can reach, serving a browser-test folder. Throws E2ePasswordCostRefusedError
 * for the setting anywhere else, or for any other value.
 */
export function scryptParamsFromEnv(env: NodeJS.ProcessEnv = process.env): ScryptParams {
  const value = env[E2E_PASSWORD_COST]?.trim() ?? '';
  if (value === '') return PRODUCTION_SCRYPT_PARAMS;
  const refuse = (why: string) =>
    new E2ePasswordCostRefusedError(
      `${E2E_PASSWORD_COST}=${value} refused: ${why}. It is for the browser tests' servers only ` +
        '(decision 075); unset it.',
    );
  if (value !== 'test') throw refuse('the only value is test');
  const host = listenHost(env);
  if (!isLoopbackHost(host)) throw refuse(`HOST ${host} is not loopback`);
  const dataDir = pgliteDataDir(env);
  if (dataDir === null) throw refuse('DATABASE_URL names a PostgreSQL server');
  if (!isE2eDataDir(dataDir))
    throw refuse(`DATA_DIR ${dataDir} is not a browser-test folder (.data/${E2E_DATA_PREFIX}…)`);
  return TEST_SCRYPT_PARAMS;
}
