import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths.ts';
import { E2ePasswordCostRefusedError, scryptParamsFromEnv } from './e2e-password-cost.ts';
import { PRODUCTION_SCRYPT_PARAMS, TEST_SCRYPT_PARAMS } from './password.ts';

/** What playwright.config.ts gives each browser-test server. */
const E2E_ENV = {
  E2E_PASSWORD_COST: 'test',
  HOST: '127.0.0.1',
  DATA_DIR: '.data/e2e-1764500000000-0',
  DATABASE_URL: '',
};
const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    scryptParamsFromEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(E2ePasswordCostRefusedError);
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('E2E_PASSWORD_COST (decision 075)', () => {
  it('leaves every server without it at the production cost', () => {
    expect(scryptParamsFromEnv({})).toBe(PRODUCTION_SCRYPT_PARAMS);
    expect(scryptParamsFromEnv({ ...E2E_ENV, E2E_PASSWORD_COST: ' ' })).toBe(
      PRODUCTION_SCRYPT_PARAMS,
    );
  });

  it('gives a browser-test server on loopback the test cost', () => {
    expect(scryptParamsFromEnv(E2E_ENV)).toBe(TEST_SCRYPT_PARAMS);
    for (const HOST of ['localhost', '::1', '127.0.0.2'])
      expect(scryptParamsFromEnv({ ...E2E_ENV, HOST })).toBe(TEST_SCRYPT_PARAMS);
    const absolute = path.join(REPO_ROOT, '.data', 'e2e-x');
    expect(scryptParamsFromEnv({ ...E2E_ENV, DATA_DIR: absolute })).toBe(TEST_SCRYPT_PARAMS);
  });

  it('refuses a host other machines can reach', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'gamerhub.example'])
      expect(refusal({ ...E2E_ENV, HOST })).toContain(`HOST ${HOST} is not loopback`);
  });

  it('refuses any data folder but the browser tests’ own', () => {
    for (const DATA_DIR of [
      '', // the default .data/pglite
      '.data/pglite',
      '.data/e2e', // the prefix is e2e-
      '.data/x/e2e-1', // not directly in .data
      '.data/e2e-1/../pglite',
      '/tmp/e2e-1',
      '/var/lib/gamerhub/.data/e2e-1',
    ])
      expect(refusal({ ...E2E_ENV, DATA_DIR })).toContain('is not a browser-test folder');
  });

  it('refuses PostgreSQL, whatever the folder', () => {
    expect(refusal({ ...E2E_ENV, DATABASE_URL: 'postgres://u:p@127.0.0.1/gamerhub' })).toContain(
      'DATABASE_URL names a PostgreSQL server',
    );
  });

  it('knows no value but test', () => {
    for (const value of ['1', 'on', 'TEST', 'production', '1024'])
      expect(refusal({ ...E2E_ENV, E2E_PASSWORD_COST: value })).toContain('the only value is test');
  });
});
