import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from './migrate.ts';
import { createTestDb, type TestDb } from '../test-support/test-db.ts';

describe('migrate', () => {
  let testDb: TestDb;
  beforeEach(async () => {
    testDb = await createTestDb();
  });
  afterEach(async () => {
    await testDb.cleanup();
  });

  it('applies every migration once and records it', async () => {
    const files = await loadMigrations();
    expect(files.length).toBeGreaterThan(0);
    expect(await migrate(testDb.db)).toEqual(files.map((f) => f.name));
    expect(await migrate(testDb.db)).toEqual([]);
    const rows = await testDb.db.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => r.name)).toEqual(files.map((f) => f.name));
  });

  it('applies only the new ones on a later start, in order', async () => {
    const base = [{ version: 1, name: '001-a.sql', sql: 'CREATE TABLE a (id int);' }];
    expect(await migrate(testDb.db, base)).toEqual(['001-a.sql']);
    const later = [
      ...base,
      { version: 2, name: '002-b.sql', sql: 'CREATE TABLE b (a_id int);' },
      {
        version: 3,
        name: '003-c.sql',
        sql: 'ALTER TABLE b ADD COLUMN note text; INSERT INTO b VALUES (1, $$x$$);',
      },
    ];
    expect(await migrate(testDb.db, later)).toEqual(['002-b.sql', '003-c.sql']);
    expect(await testDb.db.query('SELECT a_id, note FROM b')).toEqual([{ a_id: 1, note: 'x' }]);
  });

  it('rolls a failing run back whole, so nothing is half applied', async () => {
    const broken = [
      { version: 1, name: '001-ok.sql', sql: 'CREATE TABLE ok (id int);' },
      {
        version: 2,
        name: '002-bad.sql',
        sql: 'CREATE TABLE bad (id int); SELECT no_such_column FROM ok;',
      },
    ];
    await expect(migrate(testDb.db, broken)).rejects.toThrow();
    const tables = await testDb.db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name IN ('ok', 'bad')`,
    );
    expect(tables).toEqual([]);
  });

  it('lets concurrent starts apply each migration exactly once', async () => {
    const results = await Promise.all([migrate(testDb.db), migrate(testDb.db), migrate(testDb.db)]);
    const files = await loadMigrations();
    expect(results.flat().sort()).toEqual(files.map((f) => f.name).sort());
  });
});

describe('loadMigrations', () => {
  it('orders files by number and ignores other files', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    try {
      await writeFile(path.join(dir, '010-later.sql'), 'SELECT 1;');
      await writeFile(path.join(dir, '002-early.sql'), 'SELECT 2;');
      await writeFile(path.join(dir, 'README.md'), '#');
      expect((await loadMigrations(dir)).map((m) => [m.version, m.name])).toEqual([
        [2, '002-early.sql'],
        [10, '010-later.sql'],
      ]);
      await writeFile(path.join(dir, '002-duplicate.sql'), 'SELECT 3;');
      await expect(loadMigrations(dir)).rejects.toThrow(/Duplicate/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
