import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { seed } from './seed.ts';

/** What every start does before serving: bring the schema up to date, then seed an empty database. */
export async function prepareDb(db: Db): Promise<{ applied: string[]; seeded: boolean }> {
  const applied = await migrate(db);
  const seeded = await seed(db);
  return { applied, seeded };
}
