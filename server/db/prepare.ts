import type { Db } from './db.ts';
import { analyzeChangedTables } from './analyze.ts';
import { migrate } from './migrate.ts';
import { seed } from './seed.ts';
import { seedPartnerGames } from './seed-partners.ts';
import { seedPrizes } from './seed-prizes.ts';
import { seedWalletHome } from './seed-wallet-home.ts';
import { DEFAULT_PARTNER_RETURN_BASE } from '../config.ts';
import type { PasswordHasher } from '../auth/password.ts';
import { systemClock, type Clock } from '../clock.ts';

export type PrepareOptions = {
  /** Registered return address of the demo partnered games (PARTNER_RETURN_BASE). */
  partnerReturnBase?: string;
  /** How the demo members' passwords are hashed: the production cost unless a test says otherwise. */
  passwords?: PasswordHasher;
  /** The server's clock: seeded quest and event times are relative to it. */
  clock?: Clock;
};

/**
 * What every start does before serving: bring the schema up to date, seed an empty database, then
 * take planner statistics of the tables that are new or changed size (the embedded engine has no
 * autovacuum to do it: see analyzeChangedTables).
 */
export async function prepareDb(
  db: Db,
  options: PrepareOptions = {},
): Promise<{ applied: string[]; seeded: boolean; analyzed: string[] }> {
  const applied = await migrate(db);
  const now = (options.clock ?? systemClock).now();
  const seeded = await seed(db, options.passwords, now);
  await seedPrizes(db, now);
  await seedWalletHome(db, now);
  await seedPartnerGames(db, options.partnerReturnBase ?? DEFAULT_PARTNER_RETURN_BASE);
  const analyzed = await analyzeChangedTables(db);
  return { applied, seeded, analyzed };
}
