import type { Db } from './db.ts';
import type { DataDirLock } from './data-dir-lock.ts';
import { isPostgresUrl, pgliteDataDir } from './data-dir.ts';
import { openPgDb } from './pg-db.ts';
import { openPgliteDb } from './pglite-db.ts';

/**
 * DATABASE_URL=postgres://… selects a PostgreSQL server; otherwise PGlite in DATA_DIR (relative to
 * the repo root), locked by `lock` when the caller already took it (main.ts does, before loading
 * the app, to refuse a second server at once). `poolSize`: PostgreSQL connections this process may
 * hold (poolSizeFromEnv).
 */
export async function openDbFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  options: { lock?: DataDirLock; poolSize?: number } = {},
): Promise<{ db: Db; description: string }> {
  const url = env.DATABASE_URL?.trim();
  if (isPostgresUrl(url)) {
    const max = options.poolSize;
    return {
      db: openPgDb({ connectionString: url, ...(max ? { max } : {}) }),
      description: `PostgreSQL at ${redact(url)}${max ? ` · pool of ${max}` : ''}`,
    };
  }
  const dataDir = pgliteDataDir(env) as string;
  const pgliteOptions = options.lock ? { lock: options.lock } : {};
  return { db: await openPgliteDb(dataDir, pgliteOptions), description: `PGlite in ${dataDir}` };
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}
