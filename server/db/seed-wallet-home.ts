// The wallet home's demo data (decision 035): the exchange rates fiat totals are computed with and a
// USDT balance for the demo member, so the home, chart and portfolio show every asset at once.
// Runs on every start and writes only what is missing, so an existing database gains it too.
import type { Db } from './db.ts';
import { credit } from '../domain/shared/ledger.ts';
import { DEMO_MEMBER } from './seed-data.ts';

/** Units per USD (and USD per USDT), as a rate source would give them. */
export const SEED_RATES = [
  { base: 'USD', quote: 'USD', rate: '1' },
  { base: 'USD', quote: 'HKD', rate: '7.7825' },
  { base: 'USD', quote: 'JPY', rate: '156.37' },
  { base: 'USD', quote: 'MYR', rate: '4.4715' },
  { base: 'USD', quote: 'SGD', rate: '1.3452' },
  { base: 'USDT', quote: 'USD', rate: '1.0002' },
] as const;

/** The demo member's USDT, received this many days before the seed, after they joined (a step in the value chart). */
export const DEMO_USDT = { amount: 250_500_000n, daysAgo: 60 };

export async function seedWalletHome(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':wallet-home'))`);
    const [rates] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM exchange_rates');
    if (rates?.n === 0)
      await tx.query(
        `INSERT INTO exchange_rates (base, quote, rate, taken_at)
         SELECT base, quote, rate::numeric, $4 FROM unnest($1::text[], $2::text[], $3::text[]) AS r(base, quote, rate)`,
        [
          SEED_RATES.map((r) => r.base),
          SEED_RATES.map((r) => r.quote),
          SEED_RATES.map((r) => r.rate),
          new Date(now.getTime() - 5 * 60_000),
        ],
      );
    const [demo] = await tx.query<{ id: number; usdt: number }>(
      `SELECT m.id, (SELECT count(*)::int FROM ledger_entries l
                      WHERE l.member_id = m.id AND l.asset = 'USDT') AS usdt
         FROM members m WHERE m.uid = $1`,
      [DEMO_MEMBER.uid],
    );
    // Only into an empty USDT history: an entry dated in the past must not precede later ones.
    if (demo && demo.usdt === 0)
      await credit(tx, {
        memberId: demo.id,
        asset: 'USDT',
        amount: DEMO_USDT.amount,
        kind: 'walletSeed',
        source: 'seed:USDT',
        at: new Date(now.getTime() - DEMO_USDT.daysAgo * 86_400_000),
      });
  });
}
