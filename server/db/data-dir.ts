import path from 'node:path';
import { REPO_ROOT } from '../paths.ts';

export const DEFAULT_DATA_DIR = '.data/pglite';
/** The browser tests' throwaway folders under `.data` (playwright.config.ts; decision 075). */
export const E2E_DATA_PREFIX = 'e2e-';

/** PostgreSQL when DATABASE_URL is a postgres:// URL, else the PGlite folder DATA_DIR names. */
export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/** The PGlite data folder the environment selects (relative to the repo root), or null for PostgreSQL. */
export function pgliteDataDir(env: NodeJS.ProcessEnv = process.env): string | null {
  if (isPostgresUrl(env.DATABASE_URL?.trim())) return null;
  return path.resolve(REPO_ROOT, env.DATA_DIR?.trim() || DEFAULT_DATA_DIR);
}
