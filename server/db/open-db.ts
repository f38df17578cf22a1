import path from 'node:path';
import type { Db } from './db.ts';
import { openPgDb } from './pg-db.ts';
import { openPgliteDb } from './pglite-db.ts';
import { REPO_ROOT } from '../paths.ts';

export const DEFAULT_DATA_DIR = '.data/pglite';

/** DATABASE_URL=postgres://… selects a PostgreSQL server; otherwise PGlite in DATA_DIR (relative to the repo root). */
export async function openDbFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ db: Db; description: string }> {
  const url = env.DATABASE_URL?.trim();
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    return { db: openPgDb({ connectionString: url }), description: `PostgreSQL at ${redact(url)}` };
  }
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR?.trim() || DEFAULT_DATA_DIR);
  return { db: await openPgliteDb(dataDir), description: `PGlite in ${dataDir}` };
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
