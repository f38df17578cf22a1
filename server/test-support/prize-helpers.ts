// Test helpers for the prize routes: prizes made on the spot, points given through the ledger, and
// calls with a member's bearer. Ids are looked up, never assumed.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { credit } from '../domain/shared/ledger.ts';
import { envelopeOf } from './test-app.ts';

let made = 0;

export async function makePrize(
  db: Db,
  options: {
    kind?: 'digital' | 'physical';
    cost?: number;
    stock?: number;
    memberLimit?: number | null;
    dailyLimit?: number | null;
  } = {},
): Promise<number> {
  made += 1;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO prizes (kind, name, description, image, cost_points, stock, member_limit, daily_limit, sort_order)
     VALUES ($1, $2, $3, 'prizes/gift-card.svg', $4, $5, $6, $7, 1000) RETURNING id`,
    [
      options.kind ?? 'digital',
      { 'en-US': `Test prize ${made}`, 'zh-TW': `測試獎品 ${made}`, 'zh-CN': `测试奖品 ${made}` },
      { 'en-US': 'For tests' },
      options.cost ?? 100,
      options.stock ?? 100,
      options.memberLimit ?? null,
      options.dailyLimit ?? null,
    ],
  );
  return row!.id;
}

/** Gives a member points through the ledger (a test grant, its own key each time). */
export async function givePoints(db: Db, memberId: number, points: number): Promise<void> {
  made += 1;
  await db.transaction((tx) =>
    credit(tx, {
      memberId,
      asset: 'POINT',
      amount: BigInt(points),
      kind: 'testGrant',
      source: `test:${process.pid}:${made}`,
      at: new Date(),
    }),
  );
}

export async function call(
  app: FastifyInstance,
  endpoint: { path: string; method: 'GET' | 'POST' },
  payload: Record<string, unknown> | undefined,
  accessToken?: string,
  language = 'en-US',
) {
  const headers: Record<string, string> = { 'accept-language': language };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  if (endpoint.method === 'GET') {
    const search = new URLSearchParams(
      Object.entries(payload ?? {}).map(([k, v]) => [k, String(v)]),
    );
    return envelopeOf(
      await app.inject({ method: 'GET', url: `${endpoint.path}?${search}`, headers }),
    );
  }
  return envelopeOf(
    await app.inject({ method: 'POST', url: endpoint.path, payload: payload ?? {}, headers }),
  );
}

let keys = 0;
/** A fresh redeem key, as the client makes one per chosen prize. */
export function redeemKey(): string {
  keys += 1;
  return `test-${process.pid}-${Date.now().toString(36)}-${keys}`;
}
