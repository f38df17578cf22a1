// The demo member's USDT opening balance (decision 034's walletSeed, key source 'seed:USDT'), so
// the wallet history shows all three assets at once. Posted through the ledger like every
// balance; the key makes a second seed of it a replay, never a second credit.
import type { Queryable } from './db.ts';
import { credit } from '../domain/ledger.ts';

/** 250.5 USDT, in 10^-6. */
export const DEMO_USDT_SEED_MINOR = 250_500_000n;
/** Ten days before the seed ran: inside the month and year ranges, outside today's. */
export const DEMO_USDT_SEED_AGE_MS = 10 * 86_400_000;

export async function insertWalletHistorySeed(
  tx: Queryable,
  now: Date,
  demoMemberId: number,
): Promise<void> {
  await credit(tx, {
    memberId: demoMemberId,
    asset: 'USDT',
    amount: DEMO_USDT_SEED_MINOR,
    kind: 'walletSeed',
    source: 'seed:USDT',
    at: new Date(now.getTime() - DEMO_USDT_SEED_AGE_MS),
  });
}
