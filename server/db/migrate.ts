import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db.ts';
import { MIGRATIONS_DIR } from '../paths.ts';

const FILE_PATTERN = /^(\d{3})-[a-z0-9-]+\.sql$/;

export type Migration = { version: number; name: string; sql: string };

export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => FILE_PATTERN.test(f)).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const version = Number(FILE_PATTERN.exec(file)?.[1]);
    if (migrations.some((m) => m.version === version))
      throw new Error(`Duplicate migration number in ${file}`);
    migrations.push({ version, name: file, sql: await readFile(path.join(dir, file), 'utf8') });
  }
  return migrations;
}

/**
 * Applies pending migrations in order, each exactly once, all in one transaction: a failure leaves
 * the schema as it was. The advisory lock makes two servers starting together take turns.
 * Returns the names applied by this call.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':migrate'))`);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    integer PRIMARY KEY,
      name       text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((r) => r.version));
    const applied: string[] = [];
    for (const migration of all) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.name);
    }
    return applied;
  });
}
