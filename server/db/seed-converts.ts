// The demo member's wallet for converting (issue 14, decision 036): the opening USDT balance
// (walletSeed, seed:USDT, decision 034: the key other wallet slices use too, so it is paid once)
// and two past converts made through the same code as the screen, so history shows them. Points
// and GACT end as SEED_MEMBERS says: other screens and their tests count on them.
import type { Queryable } from './db.ts';
import { credit, findEntry } from '../domain/shared/ledger.ts';
import { convertIn, quoteWith } from '../domain/wallet/converts.ts';
import { DEMO_USDT } from './seed-wallet-home.ts';

const DAY_MS = 86_400_000;

export async function insertConvertContent(
  tx: Queryable,
  now: Date,
  demoMemberId: number,
): Promise<void> {
  // The wallet home's opening USDT (one amount and date for every screen that shows it).
  const opened = new Date(now.getTime() - DEMO_USDT.daysAgo * DAY_MS);
  const key = { memberId: demoMemberId, kind: 'walletSeed', source: 'seed:USDT' };
  if (!(await findEntry(tx, key)))
    await credit(tx, { ...key, asset: 'USDT', amount: DEMO_USDT.amount, at: opened });
  // USDT → GACT, then exactly what arrived back to USDT: the demo's GACT stays what SEED_MEMBERS
  // says (other screens show it), while both directions appear in the history.
  const first = new Date(now.getTime() - 3 * DAY_MS);
  const bought = await quoteWith(
    tx,
    demoMemberId,
    { from: 'USDT', to: 'GACT', amount: '5' },
    first,
  );
  await convertIn(tx, demoMemberId, bought.quoteId, first);
  const second = new Date(now.getTime() - DAY_MS);
  const sold = await quoteWith(
    tx,
    demoMemberId,
    { from: 'GACT', to: 'USDT', amount: bought.receive },
    second,
  );
  await convertIn(tx, demoMemberId, sold.quoteId, second);
}
