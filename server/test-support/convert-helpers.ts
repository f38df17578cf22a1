// Test helpers for convert (decision 036): balances given through the ledger (a test grant, its own
// key each time), calls with a member's bearer, and the ledger-equals-balance check for every asset.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Endpoint } from '../../src/app/endpoints.ts';
import type { Db, Queryable } from '../db/db.ts';
import { credit, type Asset } from '../domain/shared/ledger.ts';
import { envelopeOf } from './test-app.ts';

let made = 0;

/** Credits `amount` minor units of `asset` to a member. */
export async function giveAsset(db: Db, memberId: number, asset: Asset, amount: bigint) {
  made += 1;
  await db.transaction((tx) =>
    credit(tx, {
      memberId,
      asset,
      amount,
      kind: 'testGrant',
      source: `test:${process.pid}:${Date.now()}:${made}`,
      at: new Date(),
    }),
  );
}

export async function call(
  app: FastifyInstance,
  endpoint: Endpoint,
  payload: unknown,
  token: string,
) {
  const response = await app.inject({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.method === 'POST' ? { payload: payload as object } : {}),
    headers: { authorization: `Bearer ${token}` },
  });
  return envelopeOf(response);
}

/** For every asset: sum(ledger) = balance ≥ 0 and the last entry's balance_after is the balance. */
export async function expectWalletConsistent(
  db: Queryable,
  memberId: number,
): Promise<Record<Asset, bigint>> {
  const out = {} as Record<Asset, bigint>;
  for (const asset of ['POINT', 'GACT', 'USDT'] as const) {
    const [row] = await db.query<{ ledger: string; balance: string; last: string | null }>(
      `SELECT (SELECT coalesce(sum(CASE direction WHEN 'credit' THEN amount ELSE -amount END), 0)::text
                 FROM ledger_entries WHERE member_id = $1 AND asset = $2) AS ledger,
              (SELECT coalesce(max(amount), 0)::text FROM balances
                WHERE member_id = $1 AND asset = $2) AS balance,
              (SELECT balance_after::text FROM ledger_entries WHERE member_id = $1 AND asset = $2
                ORDER BY id DESC LIMIT 1) AS last`,
      [memberId, asset],
    );
    expect(row!.ledger).toBe(row!.balance);
    expect(BigInt(row!.balance)).toBeGreaterThanOrEqual(0n);
    if (row!.last !== null) expect(row!.last).toBe(row!.balance);
    out[asset] = BigInt(row!.balance);
  }
  return out;
}
